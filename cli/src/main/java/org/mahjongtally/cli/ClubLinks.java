/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.store.NewGame;

/**
 * The links of a game in the club server's page, as the page writes them (README, "Links"): the
 * edit link {@code ADDRESS#/game/ID?key=EDIT-KEY} and the read-only link
 * {@code ADDRESS#/game/SHARE-ID}, where ADDRESS is where the club server serves its page, such as
 * {@code http://192.168.1.10:7070/}. The command line does not know that address unless it is
 * told ({@code --club-url}); without it, the links are printed after a placeholder.
 */
final class ClubLinks {

    /** Stands for the club server's address in the links printed without one. */
    static final String PLACEHOLDER = "CLUB-SERVER/";

    private final Optional<String> address;

    private ClubLinks(Optional<String> address) {
        this.address = address;
    }

    /**
     * The links under an address given on the command line, or under the placeholder (null).
     *
     * @throws UsageException if the address is not an http or https address of a page
     */
    static ClubLinks under(String given) {
        if (given == null) {
            return new ClubLinks(Optional.empty());
        }
        String text = given.strip();
        URI uri;
        try {
            uri = new URI(text);
        } catch (URISyntaxException e) {
            throw badAddress(given);
        }
        boolean web = "http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme());
        if (!web || uri.getHost() == null || uri.getRawQuery() != null || uri.getRawFragment() != null
                || uri.getRawUserInfo() != null) {
            throw badAddress(given);
        }
        return new ClubLinks(Optional.of(text.endsWith("/") ? text : text + "/"));
    }

    private static UsageException badAddress(String given) {
        return new UsageException("--club-url takes the address of the club server's page, such as"
                + " http://192.168.1.10:7070/ (http or https, no ? or #); got '" + given + "'");
    }

    /** The game's edit link: whoever has it may change the game. */
    String edit(NewGame game) {
        return base() + "#/game/" + encoded(game.game().id()) + "?key=" + encoded(game.editKey());
    }

    /** The game's read-only link. */
    String readOnly(NewGame game) {
        return base() + "#/game/" + encoded(game.game().shareId());
    }

    /** The lines that show the links, ending with a line break each. */
    String text(NewGame game) {
        String nl = System.lineSeparator();
        String lines = "Edit link:      " + edit(game) + nl
                + "                (shown only now: whoever has it may change the game)" + nl
                + "Read-only link: " + readOnly(game) + nl;
        if (address.isEmpty()) {
            lines += "(" + PLACEHOLDER.substring(0, PLACEHOLDER.length() - 1) + " is the address of the club server's"
                    + " page, e.g. http://192.168.1.10:7070; --club-url ADDRESS prints the links whole.)" + nl;
        }
        return lines;
    }

    /**
     * What {@code --json} adds: the edit key and share id always, the links when the address is
     * known.
     */
    Map<String, Object> json(NewGame game) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("editKey", game.editKey());
        json.put("shareId", game.game().shareId());
        if (address.isPresent()) {
            json.put("editLink", edit(game));
            json.put("readOnlyLink", readOnly(game));
        }
        return json;
    }

    private String base() {
        return address.orElse(PLACEHOLDER);
    }

    /** Ids and keys are letters, digits, - and _ (store/EditKeys); encoded all the same. */
    private static String encoded(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }
}
