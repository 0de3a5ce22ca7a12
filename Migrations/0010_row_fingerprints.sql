-- themereg schema 10: beside each theme's digest of its current rows per normalized table,
-- each current row's id and fingerprint (the first 16 bytes of the SHA-256 of its stored
-- values), so a commit finds the rows that changed without reading every current row back.
-- NULL, as in every registry upgraded to this schema, means not recorded: the next commit
-- that changes the table reads its rows once, as before, and records them.
ALTER TABLE current_row_digests ADD COLUMN fingerprints BLOB;
