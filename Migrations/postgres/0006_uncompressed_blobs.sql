-- themereg PostgreSQL schema 6: byte columns that hold already-compressed or random data are
-- stored out of line without the server's own compression. A commit rewrites its theme's row
-- fingerprints (24 KB for 1,000 colour rows: ids and hash prefixes), and trying to compress them
-- cost the server 1.1 ms per commit for nothing (measured: 200 rows in 215 ms, 8 ms without);
-- documents are zlib streams already. Only how new values are stored changes.
ALTER TABLE current_row_digests ALTER COLUMN fingerprints SET STORAGE EXTERNAL;
ALTER TABLE documents ALTER COLUMN body SET STORAGE EXTERNAL;
