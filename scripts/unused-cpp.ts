// The C++ half of the unused-code check (scripts/unused.sh makes its inputs):
// lists the functions of core/ that no program or test keeps.
//
// Inputs: the core libraries built with PINQI_UNUSED_CHECK (-O0, so nothing is
// inlined away, and every function in a section of its own, inline ones too),
// and one linker map per program of build/native (the CLI, every test suite,
// the fuzz replays, the tools and the benches), each linked against those
// libraries with --gc-sections, so that the map lists the sections it keeps.
// A function of core/ is unused when no map keeps its section.
//
// What the linker cannot see is left to the sources, so a name is enough there:
// - the wasm bindings are not linked natively: a function named in wasm/ counts as used;
// - the programs are built with -O3, so an inline function of a core header may
//   be inlined into them without a trace: one named outside core/ counts as used;
// - a constexpr function may run only while compiling: those are not checked;
// - constructors, destructors and assignments that the compiler may write
//   (default, copy, move) are not checked.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [coreDir, mapsDir] = process.argv.slice(2);
if (!coreDir || !mapsDir) {
  console.error('usage: unused-cpp.ts <core libraries folder> <linker maps folder>');
  process.exit(2);
}

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** A function of core/: its mangled name, the key of its section, whether it is weak (inline). */
interface CoreFunction {
  mangled: string;
  key: string;
  weak: boolean;
}

// objdump -t: "<address> <7 flags> <section>\t<size> <name>", after a
// "<member>:     file format …" line per object of the archive.
const SYMBOL = /^[0-9a-f]+ (.{7}) (\S+)\t[0-9a-f]+ (.+)$/;

/** A local function's section name can repeat between objects: its key names the object too. */
const localKey = (object: string, section: string) => `${object}:${section}`;

function coreFunctions(): CoreFunction[] {
  const out: CoreFunction[] = [];
  for (const lib of readdirSync(coreDir!).filter((f) => /^libpinqi_.*\.a$/.test(f))) {
    let member = '';
    for (const line of run('objdump', ['-t', join(coreDir!, lib)]).split('\n')) {
      const header = /^(\S+):\s+file format/.exec(line);
      if (header) member = header[1]!;
      const m = SYMBOL.exec(line);
      if (!m || m[1]![6] !== 'F' || !m[2]!.startsWith('.text.')) continue;
      const [flags, section, mangled] = [m[1]!, m[2]!, m[3]!];
      // Only names in namespace pinqi: not the standard library's, nor lambdas (_ZZ…).
      if (!/^_ZNK?5pinqi/.test(mangled)) continue;
      const local = flags[0] === 'l';
      out.push({ mangled, key: local ? localKey(`${lib}(${member})`, section) : section, weak: flags[1] === 'w' });
    }
  }
  return out;
}

/** The keys of the .text sections the programs' maps keep. */
function keptSections(): { kept: Set<string>; programs: number } {
  const kept = new Set<string>();
  const maps = readdirSync(mapsDir!).filter((f) => f.endsWith('.map'));
  for (const map of maps) {
    const text = readFileSync(join(mapsDir!, map), 'utf8');
    const lines = text.slice(text.indexOf('\nLinker script and memory map')).split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line.startsWith(' .text.')) continue;
      const fields = line.trim().split(/\s+/);
      // A long section name stands alone; its address, size and file follow on the next line.
      const file = fields.length >= 4 ? fields[3]! : (lines[i + 1] ?? '').trim().split(/\s+/)[2];
      kept.add(fields[0]!);
      const archive = file && /([^/]+\.a\([^)]*\))$/.exec(file);
      if (archive) kept.add(localKey(archive[1]!, fields[0]!));
    }
  }
  return { kept, programs: maps.length };
}

/** "pinqi::gomoku::Board::at(pinqi::gomoku::Point) const" → its scope, name and parameters. */
function parse(demangled: string): { scope: string; name: string; params: string } {
  const text = demangled.replaceAll('(anonymous namespace)', '{anonymous}');
  let depth = 0; // inside template arguments <…> or an ABI tag […]
  let nameAt = 0;
  let open = -1;
  for (let i = 0; i < text.length && open < 0; i++) {
    const c = text[i]!;
    if (depth === 0 && text.startsWith('::', i)) {
      nameAt = i + 2;
      // operator(), operator<, operator<=>: the name runs to the parameters' bracket.
      if (text.startsWith('operator', nameAt))
        open = text.startsWith('()', nameAt + 8) ? nameAt + 10 : text.indexOf('(', nameAt + 8);
      i++;
    } else if (c === '<' || c === '[') depth++;
    else if (c === '>' || c === ']') depth--;
    else if (depth === 0 && c === '(') open = i;
  }
  return {
    scope: text.slice(0, Math.max(nameAt - 2, 0)),
    name: text.slice(nameAt, open),
    params: text.slice(open + 1, text.lastIndexOf(')')),
  };
}

/** A constructor, destructor or assignment the compiler may write: default, copy or move. */
function compilerMay({ scope, name, params }: ReturnType<typeof parse>): boolean {
  const cls = scope.slice(scope.lastIndexOf('::') + 2).replace(/<.*$/, '');
  const own = params === `${scope} const&` || params === `${scope}&&`;
  if (name === `~${cls}`) return true;
  if (name === cls) return params === '' || own;
  return name === 'operator=' && own;
}

function sources(folders: string[]): string {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(h|cpp|inc)$/.test(entry.name)) out.push(readFileSync(path, 'utf8'));
    }
  };
  for (const folder of folders) walk(folder);
  return out.join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (name: string) => new RegExp(`(^|[^\\w])${escape(name)}($|[^\\w])`);

const functions = coreFunctions();
const { kept, programs } = keptSections();
const candidates = functions.filter((f) => !kept.has(f.key));
const names = candidates.length
  ? run('c++filt', [], candidates.map((f) => f.mangled).join('\n'))
      .trimEnd()
      .split('\n')
  : [];

const core = sources(['core']);
const wasm = sources(['wasm']);
const outside = sources(['cli', 'tests/native', 'tests/fuzz', 'tools', 'bench']) + wasm;

/**
 * Unused today, in files that other work rewrites beside the check's
 * introduction: that work uses or removes each. One that is no longer unused
 * fails the check until it is taken off this list.
 */
const PENDING = new Set<string>([]);

const unused = new Set<string>();
candidates.forEach((f, i) => {
  const demangled = names[i]!;
  const parsed = parse(demangled);
  if (compilerMay(parsed)) return;
  const name = parsed.name.replace(/[<[].*$/, '');
  // Run while compiling (constexpr), or inlined even at -O0 (always_inline).
  if (new RegExp(`\\b(constexpr|consteval|always_inline)\\b[^;{}]*\\b${escape(name)}\\s*\\(`).test(core)) return;
  // An operator is used by its symbol (a |= b): its class's name stands for it.
  const named = name.startsWith('operator') ? parsed.scope.slice(parsed.scope.lastIndexOf('::') + 2) : name;
  if (word(named.replace(/<.*$/, '')).test(f.weak ? outside : wasm)) return;
  unused.add(demangled);
});

for (const name of [...unused].sort()) if (!PENDING.has(name)) console.log(`unused C++ function: ${name}`);
const stale = [...PENDING].filter((name) => !unused.has(name));
for (const name of stale) console.log(`no longer unused: take it off PENDING in scripts/unused-cpp.ts: ${name}`);
const found = [...unused].filter((name) => !PENDING.has(name)).length + stale.length;
const checked = `${new Set(functions.map((f) => f.mangled)).size} functions of core/, ${programs} programs`;
console.log(`unused cpp: ${found ? `${found} found` : 'ok'} (${checked}; ${PENDING.size - stale.length} pending)`);
process.exit(found ? 1 : 0);
