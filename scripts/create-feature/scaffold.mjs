// The template's placeholders and how a feature name becomes the names the code uses.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `lucky-wheel` → { name: 'lucky-wheel', camel: 'luckyWheel', pascal: 'LuckyWheel', address: '/lucky-wheel' }. */
export function featureNames(name, title) {
  const camel = name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
  return { name, camel, pascal: camel[0].toUpperCase() + camel.slice(1), address: `/${name}`, title };
}

function fill(text, names) {
  return text
    .replaceAll('__name__', names.name)
    .replaceAll('__camel__', names.camel)
    .replaceAll('__Pascal__', names.pascal)
    .replaceAll('__title__', names.title);
}

/**
 * Copies `from` into `to`: `.tmpl` endings dropped (so no tool mistakes the template for code)
 * and the placeholders filled in names and contents. Returns the files written.
 */
export function copyTemplate(from, to, names) {
  const written = [];
  for (const entry of readdirSync(from)) {
    const source = path.join(from, entry);
    const target = path.join(to, fill(entry, names).replace(/\.tmpl$/, ''));
    if (statSync(source).isDirectory()) {
      written.push(...copyTemplate(source, target, names));
    } else {
      mkdirSync(to, { recursive: true });
      writeFileSync(target, fill(readFileSync(source, 'utf8'), names));
      written.push(target);
    }
  }
  return written;
}
