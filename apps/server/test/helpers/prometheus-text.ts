/** One sample of Prometheus's text format: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const COMMENT = new RegExp(`^# (HELP ${NAME} .*|TYPE ${NAME} (counter|gauge|histogram|summary|untyped))$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
/** Go's ParseFloat, which Prometheus uses: NaN and Inf in any case (prom-client writes `Nan`). */
const VALUE = /^([+-]?(nan|inf|infinity)|[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)$/i;

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || match.index !== at) throw new Error(`not a valid label set: ${line}`);
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
  }
  return labels;
}

/**
 * Parses the whole text strictly, as Prometheus would: every line a comment of the format, a sample with
 * valid name, labels and value, or empty. Throws on the first line that is none of these; also when a metric's
 * HELP or TYPE comes twice (two registries answering with the same metric).
 */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  const described = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (!COMMENT.test(line)) throw new Error(`not a valid comment line: ${line}`);
      const key = line.split(' ').slice(1, 3).join(' ');
      if (described.has(key)) throw new Error(`described twice: ${key}`);
      described.add(key);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match || !VALUE.test(match[3]!)) throw new Error(`not a valid sample line: ${line}`);
    samples.push({ name: match[1]!, labels: parseLabels(match[2] ?? '', line), value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and at least these labels; 0 when there is none (yet). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const matching = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value ?? 0;
}
