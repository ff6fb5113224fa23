import * as migration_20261122_230857_initial from './20261122_230857_initial';
import * as migration_20261123_003551_accounts_notifications from './20261123_003551_accounts_notifications';

export const migrations = [
  {
    up: migration_20261122_230857_initial.up,
    down: migration_20261122_230857_initial.down,
    name: '20261122_230857_initial',
  },
  {
    up: migration_20261123_003551_accounts_notifications.up,
    down: migration_20261123_003551_accounts_notifications.down,
    name: '20261123_003551_accounts_notifications'
  },
];
