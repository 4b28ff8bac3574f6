/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The names a server answers to, checked against each request's {@code Host} header: a web page
 * of another site whose name is made to point at this server's address (DNS rebinding) sends its
 * own name, and is refused. A server answers to {@code localhost} and the loopback addresses
 * always; to the address it listens on; when it listens on every network (0.0.0.0), to every
 * address of this computer and its name ({@code NAME} and {@code NAME.local}); and to the names
 * the administrator adds ({@code --allowed-hosts}, e.g. the name of a reverse proxy), or to any
 * name if one of them is {@code *}. A request without a {@code Host} (HTTP/1.0, never a browser's)
 * passes.
 */
final class AllowedHosts {

    private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    private final Set<String> names;
    private final Set<InetAddress> addresses;
    private final boolean any;

    private AllowedHosts(Set<String> names, Set<InetAddress> addresses, boolean any) {
        this.names = names;
        this.addresses = addresses;
        this.any = any;
    }

    /**
     * The names a server listening on {@code bind} answers to.
     *
     * @param bind the address listened on, or null (or a wildcard address) for every network
     * @param extra the names added by the administrator; {@code *} for any
     */
    static AllowedHosts of(String bind, Set<String> extra) {
        Set<String> names = new LinkedHashSet<>();
        Set<InetAddress> addresses = new LinkedHashSet<>();
        names.add("localhost");
        boolean any = false;
        for (String e : extra) {
            String name = normalized(e);
            if (name.equals("*")) {
                any = true;
            } else if (isLiteral(name)) {
                literal(name).ifPresent(addresses::add);
            } else if (!name.isEmpty()) {
                names.add(name);
            }
        }
        InetAddress listened = bind == null ? null : literal(normalized(bind)).orElse(null);
        if (listened != null && !listened.isAnyLocalAddress()) {
            addresses.add(listened);
        } else {
            addresses.addAll(ownAddresses());
            try {
                String own = InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
                if (!own.isEmpty() && !isLiteral(own)) {
                    names.add(own);
                    names.add(own.contains(".") ? own : own + ".local");
                }
            } catch (UnknownHostException e) {
                // no name of its own: its addresses still work
            }
        }
        return new AllowedHosts(Collections.unmodifiableSet(names), Collections.unmodifiableSet(addresses), any);
    }

    /** Whether a request with this {@code Host} header (null if none) is for this server. */
    boolean allows(String hostHeader) {
        if (any || hostHeader == null) {
            return true;
        }
        String host = normalized(hostOf(hostHeader));
        if (isLiteral(host)) {
            return literal(host).map(a -> a.isLoopbackAddress() || addresses.contains(a)).orElse(false);
        }
        return names.contains(host) || host.endsWith(".localhost");
    }

    /** A few of the names this server answers to, for a message. */
    List<String> shown() {
        List<String> shown = new ArrayList<>(names);
        for (InetAddress a : addresses) {
            String text = a.getHostAddress();
            int zone = text.indexOf('%');
            shown.add(text.indexOf(':') >= 0 ? "[" + (zone < 0 ? text : text.substring(0, zone)) + "]" : text);
        }
        return shown.subList(0, Math.min(shown.size(), 6));
    }

    /** The host of a {@code Host} header, without its port; an IPv6 address without its brackets. */
    private static String hostOf(String header) {
        String h = header.strip();
        if (h.startsWith("[")) {
            int end = h.indexOf(']');
            return end < 0 ? h : h.substring(1, end);
        }
        int colon = h.indexOf(':');
        return colon < 0 || h.indexOf(':', colon + 1) >= 0 ? h : h.substring(0, colon);
    }

    private static String normalized(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        if (n.startsWith("[") && n.endsWith("]")) {
            n = n.substring(1, n.length() - 1);
        }
        return n.endsWith(".") ? n.substring(0, n.length() - 1) : n;
    }

    /** Whether this is written as an address (IPv4 digits and dots, or IPv6 with colons) rather than a name. */
    private static boolean isLiteral(String host) {
        return host.indexOf(':') >= 0 || host.matches("[0-9.]+");
    }

    /**
     * The address of an IP literal, never asking a name server: IPv4 as four numbers up to 255,
     * IPv6 as the JDK reads it (a text with a colon is never looked up).
     */
    private static java.util.Optional<InetAddress> literal(String host) {
        try {
            if (host.indexOf(':') >= 0) {
                return java.util.Optional.of(withoutZone(InetAddress.getByName(host)));
            }
            java.util.regex.Matcher m = IPV4.matcher(host);
            if (!m.matches()) {
                return java.util.Optional.empty();
            }
            byte[] bytes = new byte[4];
            for (int i = 0; i < 4; i++) {
                int part = Integer.parseInt(m.group(i + 1));
                if (part > 255) {
                    return java.util.Optional.empty();
                }
                bytes[i] = (byte) part;
            }
            return java.util.Optional.of(InetAddress.getByAddress(bytes));
        } catch (UnknownHostException e) {
            return java.util.Optional.empty();
        }
    }

    /** Every address of every network interface of this computer. */
    private static Set<InetAddress> ownAddresses() {
        Set<InetAddress> own = new LinkedHashSet<>();
        try {
            for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                    own.add(withoutZone(a));
                }
            }
        } catch (SocketException e) {
            // none listed: localhost still works
        }
        return own;
    }

    /** An IPv6 address without its zone ({@code %eth0}), which a Host header never has. */
    private static InetAddress withoutZone(InetAddress a) {
        try {
            return InetAddress.getByAddress(a.getAddress());
        } catch (UnknownHostException e) {
            return a;
        }
    }
}
