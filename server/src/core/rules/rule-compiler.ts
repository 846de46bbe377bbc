/**
 * The seam between rule compiling and field resolving: a relation walked in a client filter applies
 * the target collection's list rule, so the resolver compiles a rule, and compiling a rule resolves
 * fields. The resolver calls the compiler through this module; compile-rule.ts registers itself
 * here when loaded, so neither imports the other (issue 28, item 3 of the remainder).
 */
// a type-only import: erased at run time, so it adds no load-time cycle
import type { compileRule } from './compile-rule.js';

export type RuleCompiler = typeof compileRule;

let compiler: RuleCompiler | undefined;

export function registerRuleCompiler(fn: RuleCompiler): void {
  compiler = fn;
}

/** compiles `rule` with the registered compiler (compile-rule.ts) */
export const compileRuleVia: RuleCompiler = (...args) => {
  if (!compiler) throw new Error('no rule compiler registered: import core/rules/compile-rule.ts first');
  return compiler(...args);
};
