import type { CoreApp } from '../core/core-app.js';

export interface Migration {
  /** `<unix seconds>_<name>`; applied in this order */
  id: string;
  up(app: CoreApp): Promise<void>;
  down(app: CoreApp): Promise<void>;
}
