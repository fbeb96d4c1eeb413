// The port of the preview server the browser tests run against: PINQI_PREVIEW_PORT
// when set, else a port that is free now, chosen by the system (not a fixed one,
// so the tests run while `npm start` serves on 4173). The choice is stored in
// PINQI_PREVIEW_PORT so that Playwright's worker processes, which load the
// config again, see the same port.
import { execFileSync } from 'node:child_process';

const probe =
  "const s = require('node:net').createServer();" +
  "s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";

// A TCP port on 127.0.0.1 that nothing listens on (the system's pick).
export function freePort(): number {
  // Synchronous, because Playwright reads its config synchronously.
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

export function previewPort(): number {
  const fixed = Number(process.env.PINQI_PREVIEW_PORT);
  if (Number.isInteger(fixed) && fixed > 0 && fixed < 65536) return fixed;
  const port = freePort();
  process.env.PINQI_PREVIEW_PORT = String(port);
  return port;
}
