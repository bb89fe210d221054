/** `--name value` options and the words in between. */
export function parseArguments(args: readonly string[]) {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg.startsWith('--')) {
      options[arg.slice(2)] = args[index + 1] ?? '';
      index += 1;
    } else {
      positional.push(arg);
    }
  }
  return { positional, options };
}
