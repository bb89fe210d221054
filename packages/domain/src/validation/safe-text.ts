import type { MessageKey } from '../i18n/messages/en';
import type { z } from '../zod';
import { fieldPath } from './first-errors';

/**
 * The one rule every text input obeys, whatever its field: no character that PostgreSQL's text refuses (NUL),
 * that has no place in a form field (the C0 controls and DEL; a multi-line field keeps tab, line feed and
 * carriage return) or that cannot be encoded as UTF-8 (a lone UTF-16 surrogate). The API applies it to every
 * path parameter, query, header and body value (nested too, object keys included) before a route's schema
 * runs, so no route can forget it.
 */
export const SAFE_TEXT_ERRORS = {
  unsafe: 'validation.text.unsafe',
} as const satisfies Record<string, MessageKey>;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DEL = 0x7f;

export function isSafeText(value: string, { multiline = false } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === DEL) {
      if (!multiline || (code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN)) return false;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      // A high surrogate must be followed by a low one; together they are one character beyond U+FFFF.
      const next = value.charCodeAt(index + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    }
  }
  return true;
}

const MULTILINE_SCHEMAS = new WeakSet<object>();

/** Marks a free-text field whose value may span lines (a textarea): tab and line breaks are allowed in it. */
export function multilineText<Schema extends z.ZodType>(schema: Schema): Schema {
  MULTILINE_SCHEMAS.add(schema);
  return schema;
}

/** zod's definition, as far as this walk needs it (zod 4 keeps it in `_zod.def`). */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  getter?: () => Schema;
  options?: readonly Schema[];
  left?: Schema;
  right?: Schema;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  valueType?: Schema;
  element?: Schema;
  items?: readonly Schema[];
  rest?: Schema | null;
}
type Schema = z.core.$ZodType;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const ANYTHING = new Set(['any', 'unknown']);

function defOf(schema: Schema): SchemaDef {
  return schema._zod.def as unknown as SchemaDef;
}

/** The schemas a value may be checked against, behind optional/nullable/default/pipe/lazy/union wrappers. */
function candidates(schema: Schema | undefined, depth = 0): { schemas: Schema[]; multiline: boolean } {
  if (!schema || depth > 20) return { schemas: [], multiline: false };
  const def = defOf(schema);
  const inner = (() => {
    if (WRAPPERS.has(def.type)) return [def.innerType];
    if (def.type === 'pipe') return [def.in];
    if (def.type === 'lazy') return [def.getter?.()];
    if (def.type === 'union') return [...(def.options ?? [])];
    if (def.type === 'intersection') return [def.left, def.right];
    return undefined;
  })();
  if (!inner) return { schemas: [schema], multiline: MULTILINE_SCHEMAS.has(schema) };
  const found = inner.map((child) => candidates(child, depth + 1));
  return {
    schemas: found.flatMap((each) => each.schemas),
    multiline: MULTILINE_SCHEMAS.has(schema) || found.some((each) => each.multiline),
  };
}

function childSchemas(schemas: readonly Schema[], key: string | number): Schema[] {
  return schemas.flatMap((schema) => {
    const def = defOf(schema);
    if (def.type === 'object') return [def.shape?.[key as string] ?? def.catchall ?? []].flat();
    if (def.type === 'record') return def.valueType ? [def.valueType] : [];
    if (def.type === 'array') return def.element ? [def.element] : [];
    if (def.type === 'tuple') return [def.items?.[key as number] ?? def.rest ?? []].flat();
    return [];
  });
}

/** Parsed JSON objects, and the prototype-less objects the router and query parser make (not Buffers). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/**
 * Every field of `value` that breaks the rule, as `{ 'lines.0.configuratorOptions': SAFE_TEXT_ERRORS.unsafe }`
 * (the root is `''`). A string is single-line unless its schema is marked `multilineText`; a value its schema
 * does not describe (extra keys, `unknown`) only has to be valid text, line breaks allowed.
 */
export function unsafeTextFields(schema: z.core.$ZodType | undefined, value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const report = (path: readonly (string | number)[]) => {
    fields[fieldPath(path)] ??= SAFE_TEXT_ERRORS.unsafe;
  };
  const walk = (current: unknown, schemas: Schema[], multiline: boolean, path: (string | number)[], depth: number) => {
    if (typeof current === 'string') {
      const described = schemas.length > 0 && !schemas.some((each) => ANYTHING.has(defOf(each).type));
      if (!isSafeText(current, { multiline: multiline || !described })) report(path);
      return;
    }
    if (depth > 32) return;
    const visit = (key: string | number, child: unknown) => {
      const found = childSchemas(schemas, key).map((each) => candidates(each));
      const childMultiline = found.some((each) => each.multiline);
      walk(
        child,
        found.flatMap((each) => each.schemas),
        childMultiline,
        [...path, key],
        depth + 1,
      );
    };
    if (Array.isArray(current)) {
      for (const [index, child] of current.entries()) visit(index, child);
    } else if (isRecord(current)) {
      for (const [key, child] of Object.entries(current)) {
        // A key is never free text: one that is not plain single-line text spoils its object.
        if (!isSafeText(key)) report(path);
        visit(key, child);
      }
    }
  };
  const root = candidates(schema);
  walk(value, root.schemas, root.multiline, [], 0);
  return fields;
}
