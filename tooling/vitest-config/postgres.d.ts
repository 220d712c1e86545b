export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}
export function postgresAvailable(): boolean;
export function startPostgres(): Promise<PostgresServer>;
