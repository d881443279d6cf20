import * as migration_20261122_030141_initial from './20261122_030141_initial';
import * as migration_20261122_052343_site_shell from './20261122_052343_site_shell';

export const migrations = [
  {
    up: migration_20261122_030141_initial.up,
    down: migration_20261122_030141_initial.down,
    name: '20261122_030141_initial',
  },
  {
    up: migration_20261122_052343_site_shell.up,
    down: migration_20261122_052343_site_shell.down,
    name: '20261122_052343_site_shell'
  },
];
