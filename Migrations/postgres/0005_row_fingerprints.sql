-- themereg PostgreSQL schema 5: each theme's current rows per normalized table as row ids and
-- fingerprints (the first 16 bytes of the SHA-256 of their stored values), beside the table's
-- digest, so a commit finds the rows that changed without reading every current row back.
-- NULL means not recorded: the next commit that changes the table reads its rows and records them.
ALTER TABLE current_row_digests ADD COLUMN fingerprints bytea;
