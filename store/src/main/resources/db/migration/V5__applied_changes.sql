-- Mahjong Tally store, version 5: a writer may give each change of a game its own id (the HTTP
-- header Idempotency-Key), kept here in the same transaction as the change. A change whose answer
-- was lost on the way is sent again with the same id; the store finds the id and answers that
-- the change was already made (and which version it made) instead of making it a second time or
-- refusing it as a conflict. An import given an id keeps it with the game it started, so that
-- sending the same file again opens that game rather than starting a second one.

CREATE TABLE applied_changes (
    game_id    VARCHAR(16) NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    change_id  VARCHAR(64) NOT NULL,
    version    INTEGER     NOT NULL,
    applied_at TIMESTAMP WITH TIME ZONE NOT NULL,
    PRIMARY KEY (game_id, change_id)
);

CREATE TABLE imports (
    change_id   VARCHAR(64) NOT NULL PRIMARY KEY,
    game_id     VARCHAR(16) NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    imported_at TIMESTAMP WITH TIME ZONE NOT NULL
);
