import * as migration_20261122_030141_initial from './20261122_030141_initial';

export const migrations = [
  {
    up: migration_20261122_030141_initial.up,
    down: migration_20261122_030141_initial.down,
    name: '20261122_030141_initial'
  },
];
