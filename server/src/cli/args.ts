/** Minimal argv parsing: positional words and `--key=value` / `--flag` options. */
export interface ParsedArgs {
  positional: string[];
  options: Record<string, string | true>;
}

export function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) options[a.slice(2, eq)] = a.slice(eq + 1);
      else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--') && ['dir', 'http', 'db'].includes(a.slice(2))) {
        options[a.slice(2)] = argv[++i]!;
      } else options[a.slice(2)] = true;
    } else positional.push(a);
  }
  return { positional, options };
}

export const dirOption = (args: ParsedArgs) => String(args.options['dir'] === true ? '' : (args.options['dir'] ?? './covey_data')) || './covey_data';
