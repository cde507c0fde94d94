/** The name of this database, made once by migration 0018 and kept by a data reset. */
export interface InstallationTable {
  id: string;
}
