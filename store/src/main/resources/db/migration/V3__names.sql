-- Mahjong Tally store, version 3: a player's name is up to 40 characters counted as Unicode code
-- points (issue 16, defect 12), and H2 counts a column's length in UTF-16 units, so that 21
-- emoji did not fit 40: the name columns hold 160 units (40 code points need at most 80). A
-- club player's name key (compatibility-normalised and case-folded, NameForms.key) may be longer
-- than the name; it holds up to 1000.

ALTER TABLE games ALTER COLUMN player1 SET DATA TYPE VARCHAR(160);
ALTER TABLE games ALTER COLUMN player2 SET DATA TYPE VARCHAR(160);
ALTER TABLE games ALTER COLUMN player3 SET DATA TYPE VARCHAR(160);
ALTER TABLE games ALTER COLUMN player4 SET DATA TYPE VARCHAR(160);
ALTER TABLE players ALTER COLUMN name SET DATA TYPE VARCHAR(160);
ALTER TABLE players ALTER COLUMN name_key SET DATA TYPE VARCHAR(1000);
