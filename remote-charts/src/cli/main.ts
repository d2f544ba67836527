// Entry point of `npm run -s chart -- …` (see run-cli.ts for the options).
import { runCli } from './run-cli';

runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then((code) => {
  process.exitCode = code;
});
