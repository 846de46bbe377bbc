import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../core/core-app.js';
import type { Broker } from '../realtime/broker.js';

/** what feature wiring gets from the composition root */
export interface AppContext {
  core: CoreApp;
  broker: Broker;
  /** asks the serving process to close and reopen the app (e.g. after a backup restore) */
  requestRestart: () => void;
}

/** a feature's contribution: route groups (each in its own encapsulated scope) and lifecycle */
export interface FeatureWiring {
  routes: ((scope: FastifyInstance) => Promise<void> | void)[];
  start?: () => Promise<void> | void;
  close?: () => Promise<void> | void;
}
