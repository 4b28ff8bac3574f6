/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.mahjongtally.Message;

/**
 * Ruleset files on disk: reads one as UTF-8 text, and is the {@link RulesetFolder} of the
 * files next to it. The only place of the loader that uses the file system.
 *
 * @param directory the folder that relative {@code extends} paths start from
 */
record RulesetFiles(Path directory) implements RulesetFolder {

    /** A ruleset file is a page or two; anything much larger is not one. */
    static final long MAX_BYTES = 1_000_000;

    /**
     * Reads a file as UTF-8.
     *
     * @throws IOException if it cannot be read, is too large, or is not UTF-8 text; use
     *     {@link #reason} to say which
     */
    static RulesetSource read(Path path) throws IOException {
        Path real = path.toRealPath();
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytesOf(real))).toString();
        } catch (CharacterCodingException e) {
            throw new Unreadable(Message.of(RulesetIssue.NOT_UTF8), e);
        }
        Optional<RulesetFolder> folder = Optional.ofNullable(real.getParent()).map(RulesetFiles::new);
        return new RulesetSource(String.valueOf(path.getFileName()), real.toString(), text, folder);
    }

    /**
     * The file's bytes, at most {@link #MAX_BYTES}: read, not trusted from its size, since a
     * device such as {@code /dev/zero} or a pipe says 0 and never ends.
     */
    private static byte[] bytesOf(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new Unreadable(Message.of(RulesetIssue.FILE_TOO_LARGE, MAX_BYTES), null);
            }
            return bytes;
        }
    }

    /** Why a file could not be read: no such file, not UTF-8 text... */
    static Message reason(IOException e) {
        if (e instanceof Unreadable u) {
            return u.reason;
        }
        if (e instanceof NoSuchFileException) {
            return Message.of(RulesetIssue.NO_SUCH_FILE);
        }
        if (e instanceof AccessDeniedException) {
            return Message.of(RulesetIssue.ACCESS_DENIED);
        }
        return Message.of(RulesetIssue.IO_ERROR, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }

    @Override
    public Optional<RulesetSource> read(String relativePath) throws IOException {
        Path path = path(relativePath);
        if (!Files.isRegularFile(path)) {
            return Optional.empty();
        }
        try {
            return Optional.of(read(path));
        } catch (IOException e) {
            throw new Unreadable(reason(e), e);
        }
    }

    @Override
    public String locate(String relativePath) {
        return path(relativePath).toString();
    }

    private Path path(String relativePath) {
        return directory.resolve(relativePath).normalize();
    }

    /** A file that cannot be read as a ruleset, with the reason as a message. */
    private static final class Unreadable extends IOException {

        private static final long serialVersionUID = 1L;

        private final transient Message reason;

        Unreadable(Message reason, Throwable cause) {
            super(reason.key().toString(), cause);
            this.reason = reason;
        }
    }
}
