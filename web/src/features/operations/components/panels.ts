/** What route modules show from this feature, in one module (one shared chunk, see organisations/panels.ts). */
export { OpsHome } from './ops-home';
export { PeopleSearch, unnamedAs } from './people-search';
export { PersonAccount, usePerson } from './person-account';
