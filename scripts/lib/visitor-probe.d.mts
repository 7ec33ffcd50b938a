export function probe(options: {
  port: number;
  host?: string;
  path?: string;
  localAddress?: string;
  count?: number;
  timeout?: number;
  gap?: number;
}): Promise<{ succeeded: number; latencies: number[] }>;
export function percentile(values: number[], p: number): number;
