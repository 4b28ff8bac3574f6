-- Mahjong Tally store, version 4: a hand row keeps its key for good (issue 16, defect 11).
-- Until now a hand's row was keyed by the hand's number, so deleting an early hand of a long
-- game renumbered every later row (5,000 rows for hand 1 of a 5,000-hand game). The column is
-- now the hand's place in the order of the game's hands: the hands are read in the order of
-- seq, which may have gaps (a deleted hand leaves one), and a hand's number is its place in
-- that order, counted when the hands are read. Deleting or correcting a hand writes one row;
-- a new hand takes the game's largest seq plus one. The numbers 1, 2, 3, ... kept so far are
-- in that order already, so every game keeps its hands as they were.

ALTER TABLE hands RENAME COLUMN hand_no TO seq;
