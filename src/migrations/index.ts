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
    name: '20261128_043829_search_indexes'
  },
];
