// urlbnf: URLs judged by the RFCs' grammars (urlbnf's C API in WebAssembly).
// Offsets count the bytes of the input's UTF-8 encoding (a lone surrogate
// is three bytes, ED xx xx, and is rejected where it stands); offset16 is
// the same place as a UTF-16 index, what a string's methods and a DOM
// selection take.

/** Resolves once the module is compiled: already in Node, where it is
 * compiled synchronously on import; in a browser page, await it once
 * before the first call. */
export declare const ready: Promise<void>;

/** A grammar of the registry: "3986", "3986+6874", "2396", "1630-generic", ... */
export interface Grammar {
  readonly name: string;
  /** "RFC 3986 Appendix A", ... */
  readonly title: string;
  /** The rule judged when none is named (URI-reference, url, ...). */
  readonly defaultRule: string;
}

/** A production of a grammar, as its RFC names it. */
export interface Rule {
  readonly name: string;
  /** The RFC section that governs it ("3.2.2"). */
  readonly section: string;
  /** Why its PEG rule is not the BNF line as written; null when it is. */
  readonly reshaped: string | null;
}

/** The grammars in the order the RFCs were published. */
export declare function grammars(): readonly Grammar[];
/** The productions of grammar `rfc` (default "3986") in its RFC's order. */
export declare function rules(rfc?: string): readonly Rule[];

/** Which grammar, and which of its productions (its default rule when
 * absent); an unknown name throws a RangeError naming the known ones. */
export interface RuleOptions {
  rfc?: string;
  rule?: string | null;
}

export interface GrammarOptions {
  rfc?: string;
}

export type DiagnosticCode =
  | 'unexpected'
  | 'unknown_production'
  | 'not_ascii'
  | 'control_character'
  | 'space'
  | 'excluded_character'
  | 'bad_escape'
  | 'second_fragment'
  | 'no_fragment'
  | 'reserved_character'
  | 'scheme_case'
  | 'login_not_allowed'
  | 'ftp_type'
  | 'ipv6_text_form'
  | 'query_without_path'
  | 'unknown_scheme'
  | 'other_production'
  | 'path_form'
  | 'gopher_type'
  | 'zone_identifier'
  | 'byte_order_mark'
  | 'empty_host'
  | 'nonstandard_form'
  | 'malformed_utf8';

/** Why an input was rejected, and where. */
export interface Diagnostic {
  /** Bytes of the UTF-8 encoding before the offending one. */
  offset: number;
  /** The same place as a UTF-16 index (input.slice(offset16) begins with the offending character). */
  offset16: number;
  code: DiagnosticCode;
  /** What the grammar expected at `offset`. */
  expected: string[];
  /** The RFC section whose rule applies. */
  section: string;
  /** One sentence citing the RFC and its section. */
  message: string;
  /** The RFC's class of the offending character ("unwise"), or null. */
  category: string | null;
  /** What would accept the input: an option, another grammar or another rule. */
  remedy: { kind: 'option' | 'grammar' | 'rule'; name: string } | null;
  /** The input repaired (percent-encoded, ...) when there is one repair. */
  repair: string | null;
}

/** The verdict of check(). */
export interface Verdict {
  input: string;
  valid: boolean;
  /** The grammar that judged. */
  rfc: string;
  /** The production judged by. */
  rule: string;
  /** The most specific production that accepted; null when rejected. */
  match: string | null;
  /** Other productions that accept it too. */
  also: string[];
  /** "bnf", or "scheme" (RFC 1738's and RFC 1630's scheme productions). */
  reading: string;
  /** The literal BNF's verdict where it differs from `valid`, else null. */
  bnfValid: boolean | null;
  /** How the verdict was reached, when not plain from `rule`; or null. */
  note: string | null;
  /** Null when valid. */
  error: Diagnostic | null;
}

/** Whether `url` is in the language of the rule (allocates nothing). */
export declare function accepts(url: string, options?: RuleOptions): boolean;
/** The verdict on `url`, with the diagnostic of a rejection. */
export declare function check(url: string, options?: RuleOptions): Verdict;

/** A part of the input. */
export interface Component {
  readonly text: string;
  /** Bytes of the UTF-8 encoding before it. */
  readonly offset: number;
  /** Its UTF-16 index. */
  readonly offset16: number;
}

export interface ParamsOptions {
  /** ";" separates params as "&" does. */
  semicolon?: boolean;
  /** %XX escapes decoded (as UTF-8, U+FFFD for what is not). */
  decode?: boolean;
  /** With decode, "+" is a space (application/x-www-form-urlencoded). */
  plusIsSpace?: boolean;
}

/** A URI reference's components by RFC 3986 or RFC 2396: null when the
 * input has none (absent is not empty: "http://h?" has an empty query,
 * "http://h" none); the path is always there, maybe empty. */
export interface URIComponents {
  readonly input: string;
  readonly rfc: string;
  readonly rule: string;
  readonly scheme: Component | null;
  readonly authority: Component | null;
  readonly userinfo: Component | null;
  readonly host: Component | null;
  /** The port when it is a number from 0 to 65535, else null (see portReading). */
  readonly port: number | null;
  /** The port's digits as written. */
  readonly portText: Component | null;
  readonly path: Component;
  readonly query: Component | null;
  readonly fragment: Component | null;
  readonly hostKind: 'ip-literal' | 'ipv4' | 'reg-name' | null;
  readonly portReading: 'none' | 'number' | 'empty' | 'too_large';
  /** The path's production ("path-abempty", "abs_path", ...); null for RFC 2396's empty path. */
  readonly pathForm: string | null;
  /** The query's key=value pairs: pieces split at "&" (and ";"), each at
   * its first "="; the value is null when a piece has no "=". */
  params(options?: ParamsOptions): IterableIterator<[string, string | null]>;
  /** The input. */
  toString(): string;
}

/** Thrown by parse, resolve and normalize when an input is not in the
 * language they work on; `verdict` says why, as check() does. */
export declare class InvalidURLError extends Error {
  readonly name: 'InvalidURLError';
  readonly input: string;
  readonly verdict: Verdict & { valid: false; error: Diagnostic };
}

/** The components of `url` by RFC 3986's URI-reference, URI, relative-ref
 * or absolute-URI, or RFC 2396's URI-reference, absoluteURI or
 * relativeURI. Throws InvalidURLError when `url` is not in the rule's
 * language, a RangeError for a rule without these components. */
export declare function parse(url: string, options?: RuleOptions): URIComponents;

/** The target of `reference` resolved against `base` (RFC 3986 Section
 * 5.2, RFC 2396 Section 5.2, RFC 1808 Section 4). Throws InvalidURLError
 * naming the base or the reference that is not what the grammar
 * resolves. */
export declare function resolve(base: string, reference: string, options?: GrammarOptions): string;
/** The normal form of a URI reference (RFC 3986 Section 6.2.2, RFC 2396's
 * equivalence rules). Throws InvalidURLError when `url` is none. */
export declare function normalize(url: string, options?: GrammarOptions): string;
/** Whether `a` and `b` are URI references with the same normal form. */
export declare function equivalent(a: string, b: string, options?: GrammarOptions): boolean;
/** equivalent(), with the reason: the rules that made them equal, the
 * first component that differs, or which input is no URI reference. */
export declare function equivalence(a: string, b: string,
  options?: GrammarOptions): { equivalent: boolean; reason: string };

/** The playground page's entry: JSON strings as the urlbnf command prints
 * them (check --all --json, tree, parse --json, explain --json, resolve by
 * every RFC, normalize --json). Not part of the stable API. */
export declare const playground: {
  readonly checkAll: (input: string) => string;
  readonly tree: (rfc: string, input: string) => string;
  readonly parse: (rfc: string, input: string) => string;
  readonly explain: (rfc: string, rule: string) => string;
  readonly resolve: (base: string, reference: string) => string;
  readonly normalize: (input: string) => string;
  /** The grammars side by side: where they split and why. */
  readonly compare: (input: string) => string;
  /** urlbnf diverge --rfc A --against B --rule RULE --seed SEED --json. */
  readonly diverge: (a: string, b: string, rule: string, seed: string) => string;
  /** urlbnf railroad --across --rule RULE --json. */
  readonly lineage: (rule: string) => string;
  /** Production `rule`'s railroad diagram, and the path through it of the
   * node over bytes [begin, end) (decimal, or '') of input's tree. */
  readonly railroad: (rfc: string, rule: string, input: string, begin: string, end: string) => string;
};

declare const urlbnf: {
  readonly ready: typeof ready;
  readonly grammars: typeof grammars;
  readonly rules: typeof rules;
  readonly accepts: typeof accepts;
  readonly check: typeof check;
  readonly parse: typeof parse;
  readonly resolve: typeof resolve;
  readonly normalize: typeof normalize;
  readonly equivalent: typeof equivalent;
  readonly equivalence: typeof equivalence;
  readonly InvalidURLError: typeof InvalidURLError;
  readonly playground: typeof playground;
};
export default urlbnf;
