import * as migration_20261122_230857_initial from './20261122_230857_initial';
import * as migration_20261123_003551_accounts_notifications from './20261123_003551_accounts_notifications';
import * as migration_20261123_045012_editorial_content from './20261123_045012_editorial_content';
import * as migration_20261123_052528_booking_data from './20261123_052528_booking_data';
import * as migration_20261123_055907_reservations from './20261123_055907_reservations';
import * as migration_20261123_173244_payments from './20261123_173244_payments';
import * as migration_20261123_193426_no_login_lockout from './20261123_193426_no_login_lockout';
import * as migration_20261123_194208_phone_verified from './20261123_194208_phone_verified';
import * as migration_20261123_202133_driver_dispatch from './20261123_202133_driver_dispatch';
import * as migration_20261123_211527_audit_log from './20261123_211527_audit_log';
import * as migration_20261126_033945_media_storage from './20261126_033945_media_storage';
import * as migration_20261126_070112_due_notifications from './20261126_070112_due_notifications';
import * as migration_20261127_220841_customer_deletion from './20261127_220841_customer_deletion';
import * as migration_20261127_222549_email_verified from './20261127_222549_email_verified';
import * as migration_20261128_043829_search_indexes from './20261128_043829_search_indexes';
import * as migration_20261128_071817_dashboard_booked_index from './20261128_071817_dashboard_booked_index';
import * as migration_20261128_075745_priced_extras from './20261128_075745_priced_extras';
import * as migration_20261128_085145_manage_booking_link from './20261128_085145_manage_booking_link';
import * as migration_20261128_085829_customers_password_set from './20261128_085829_customers_password_set';
import * as migration_20261128_090246_promo_codes from './20261128_090246_promo_codes';
import * as migration_20261128_104910_login_codes from './20261128_104910_login_codes';
import * as migration_20261128_115859_named_places from './20261128_115859_named_places';
import * as migration_20261128_120111_display_currency_rates from './20261128_120111_display_currency_rates';
import * as migration_20261128_152124_driver_links_and_progress from './20261128_152124_driver_links_and_progress';
import * as migration_20261128_175510_reviews from './20261128_175510_reviews';
import * as migration_20261128_213040_payment_instruments from './20261128_213040_payment_instruments';
import * as migration_20261207_055431_self_cancel_deadline from './20261207_055431_self_cancel_deadline';
import * as migration_20261207_055722_promo_person_and_complimentary from './20261207_055722_promo_person_and_complimentary';
import * as migration_20261207_061000_end_guest_sessions from './20261207_061000_end_guest_sessions';
import * as migration_20261207_142331_operational_policy from './20261207_142331_operational_policy';
import * as migration_20261207_143500_terms_without_policy_figures from './20261207_143500_terms_without_policy_figures';
import * as migration_20261207_171500_article_without_waiting_figure from './20261207_171500_article_without_waiting_figure';
import * as migration_20261207_220113_drivers_and_vehicles from './20261207_220113_drivers_and_vehicles';
import * as migration_20261207_221215_dispatch_from_roster from './20261207_221215_dispatch_from_roster';

export const migrations = [
  {
    up: migration_20261122_230857_initial.up,
    down: migration_20261122_230857_initial.down,
    name: '20261122_230857_initial',
  },
  {
    up: migration_20261123_003551_accounts_notifications.up,
    down: migration_20261123_003551_accounts_notifications.down,
    name: '20261123_003551_accounts_notifications',
  },
  {
    up: migration_20261123_045012_editorial_content.up,
    down: migration_20261123_045012_editorial_content.down,
    name: '20261123_045012_editorial_content',
  },
  {
    up: migration_20261123_052528_booking_data.up,
    down: migration_20261123_052528_booking_data.down,
    name: '20261123_052528_booking_data',
  },
  {
    up: migration_20261123_055907_reservations.up,
    down: migration_20261123_055907_reservations.down,
    name: '20261123_055907_reservations',
  },
  {
    up: migration_20261123_173244_payments.up,
    down: migration_20261123_173244_payments.down,
    name: '20261123_173244_payments',
  },
  {
    up: migration_20261123_193426_no_login_lockout.up,
    down: migration_20261123_193426_no_login_lockout.down,
    name: '20261123_193426_no_login_lockout',
  },
  {
    up: migration_20261123_194208_phone_verified.up,
    down: migration_20261123_194208_phone_verified.down,
    name: '20261123_194208_phone_verified',
  },
  {
    up: migration_20261123_202133_driver_dispatch.up,
    down: migration_20261123_202133_driver_dispatch.down,
    name: '20261123_202133_driver_dispatch',
  },
  {
    up: migration_20261123_211527_audit_log.up,
    down: migration_20261123_211527_audit_log.down,
    name: '20261123_211527_audit_log',
  },
  {
    up: migration_20261126_033945_media_storage.up,
    down: migration_20261126_033945_media_storage.down,
    name: '20261126_033945_media_storage',
  },
  {
    up: migration_20261126_070112_due_notifications.up,
    down: migration_20261126_070112_due_notifications.down,
    name: '20261126_070112_due_notifications',
  },
  {
    up: migration_20261127_220841_customer_deletion.up,
    down: migration_20261127_220841_customer_deletion.down,
    name: '20261127_220841_customer_deletion',
  },
  {
    up: migration_20261127_222549_email_verified.up,
    down: migration_20261127_222549_email_verified.down,
    name: '20261127_222549_email_verified',
  },
  {
    up: migration_20261128_043829_search_indexes.up,
    down: migration_20261128_043829_search_indexes.down,
    name: '20261128_043829_search_indexes',
  },
  {
    up: migration_20261128_071817_dashboard_booked_index.up,
    down: migration_20261128_071817_dashboard_booked_index.down,
    name: '20261128_071817_dashboard_booked_index',
  },
  {
    up: migration_20261128_075745_priced_extras.up,
    down: migration_20261128_075745_priced_extras.down,
    name: '20261128_075745_priced_extras',
  },
  {
    up: migration_20261128_085145_manage_booking_link.up,
    down: migration_20261128_085145_manage_booking_link.down,
    name: '20261128_085145_manage_booking_link',
  },
  {
    up: migration_20261128_085829_customers_password_set.up,
    down: migration_20261128_085829_customers_password_set.down,
    name: '20261128_085829_customers_password_set',
  },
  {
    up: migration_20261128_090246_promo_codes.up,
    down: migration_20261128_090246_promo_codes.down,
    name: '20261128_090246_promo_codes',
  },
  {
    up: migration_20261128_104910_login_codes.up,
    down: migration_20261128_104910_login_codes.down,
    name: '20261128_104910_login_codes',
  },
  {
    up: migration_20261128_115859_named_places.up,
    down: migration_20261128_115859_named_places.down,
    name: '20261128_115859_named_places',
  },
  {
    up: migration_20261128_120111_display_currency_rates.up,
    down: migration_20261128_120111_display_currency_rates.down,
    name: '20261128_120111_display_currency_rates',
  },
  {
    up: migration_20261128_152124_driver_links_and_progress.up,
    down: migration_20261128_152124_driver_links_and_progress.down,
    name: '20261128_152124_driver_links_and_progress',
  },
  {
    up: migration_20261128_175510_reviews.up,
    down: migration_20261128_175510_reviews.down,
    name: '20261128_175510_reviews',
  },
  {
    up: migration_20261128_213040_payment_instruments.up,
    down: migration_20261128_213040_payment_instruments.down,
    name: '20261128_213040_payment_instruments',
  },
  {
    up: migration_20261207_055431_self_cancel_deadline.up,
    down: migration_20261207_055431_self_cancel_deadline.down,
    name: '20261207_055431_self_cancel_deadline',
  },
  {
    up: migration_20261207_055722_promo_person_and_complimentary.up,
    down: migration_20261207_055722_promo_person_and_complimentary.down,
    name: '20261207_055722_promo_person_and_complimentary',
  },
  {
    up: migration_20261207_061000_end_guest_sessions.up,
    down: migration_20261207_061000_end_guest_sessions.down,
    name: '20261207_061000_end_guest_sessions',
  },
  {
    up: migration_20261207_142331_operational_policy.up,
    down: migration_20261207_142331_operational_policy.down,
    name: '20261207_142331_operational_policy',
  },
  {
    up: migration_20261207_143500_terms_without_policy_figures.up,
    down: migration_20261207_143500_terms_without_policy_figures.down,
    name: '20261207_143500_terms_without_policy_figures',
  },
  {
    up: migration_20261207_171500_article_without_waiting_figure.up,
    down: migration_20261207_171500_article_without_waiting_figure.down,
    name: '20261207_171500_article_without_waiting_figure',
  },
  {
    up: migration_20261207_220113_drivers_and_vehicles.up,
    down: migration_20261207_220113_drivers_and_vehicles.down,
    name: '20261207_220113_drivers_and_vehicles',
  },
  {
    up: migration_20261207_221215_dispatch_from_roster.up,
    down: migration_20261207_221215_dispatch_from_roster.down,
    name: '20261207_221215_dispatch_from_roster'
  },
];
