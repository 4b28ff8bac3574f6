package org.mahjongtally.rules;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.mahjongtally.Message;

/**
 * The text of one ruleset file and where it came from.
 *
 * @param fileName the name used in problems, such as {@code bmja-club.toml}
 * @param key what identifies the file in an {@code extends} chain, to find cycles: the real
 *     path of a file, {@code preset:<id>} for a preset
 * @param text the file's text
 * @param directory the folder that relative {@code extends} paths start from; empty for presets
 *     and for text not read from a file, which may extend presets only
 */
record RulesetSource(String fileName, String key, String text, Optional<Path> directory) {

    /** A ruleset file is a page or two; anything much larger is not one. */
    static final long MAX_BYTES = 1_000_000;

    /** The key of a preset in an {@code extends} chain. */
    static String presetKey(String id) {
        return "preset:" + id;
    }

    /** A preset's text from the classpath. */
    static RulesetSource preset(String id, String text) {
        return new RulesetSource(id + ".toml", presetKey(id), text, Optional.empty());
    }

    /** Text that did not come from a file, such as an upload; it may extend presets only. */
    static RulesetSource text(String fileName, String text) {
        return new RulesetSource(fileName, "text:" + fileName, text, Optional.empty());
    }

    /**
     * Reads a file as UTF-8.
     *
     * @throws IOException if it cannot be read, is too large, or is not UTF-8 text; the message
     *     says which
     */
    static RulesetSource file(Path path) throws IOException {
        Path real = path.toRealPath();
        if (Files.size(real) > MAX_BYTES) {
            throw new Unreadable(Message.of(RulesetIssue.FILE_TOO_LARGE, MAX_BYTES), null);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(real))).toString();
        } catch (CharacterCodingException e) {
            throw new Unreadable(Message.of(RulesetIssue.NOT_UTF8), e);
        }
        return new RulesetSource(String.valueOf(path.getFileName()), real.toString(), text,
                Optional.ofNullable(real.getParent()));
    }

    /** Why a file could not be read: no such file, not UTF-8 text... */
    static Message reason(IOException e) {
        if (e instanceof Unreadable u) {
            return u.reason;
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return Message.of(RulesetIssue.NO_SUCH_FILE);
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return Message.of(RulesetIssue.ACCESS_DENIED);
        }
        return Message.of(RulesetIssue.IO_ERROR, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
    }

    /** A file that was read but cannot be a ruleset: too large, or not UTF-8 text. */
    private static final class Unreadable extends IOException {

        private static final long serialVersionUID = 1L;

        private final transient Message reason;

        Unreadable(Message reason, Throwable cause) {
            super(reason.key().toString(), cause);
            this.reason = reason;
        }
    }
}
