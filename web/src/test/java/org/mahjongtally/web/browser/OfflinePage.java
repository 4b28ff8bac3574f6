/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mahjongtally.web.PageFiles;

/**
 * What the browser keeps of the page for offline use, asked of the page in the browser of
 * {@link BrowserTestBase}: the service worker, its caches, the network switched off and on
 * (DevTools' offline emulation), and the manifest's installability.
 */
final class OfflinePage {

    private OfflinePage() {
    }

    /** Waits until a service worker is active and serves the page open now; its version. */
    static String waitForWorker() {
        Object version = BrowserTestBase.asyncScript("const done = arguments[arguments.length - 1];"
                + "navigator.serviceWorker.ready.then(() => {"
                + "  const ask = () => {"
                + "    const c = navigator.serviceWorker.controller;"
                + "    if (!c) { setTimeout(ask, 50); return; }"
                + "    const channel = new MessageChannel();"
                + "    channel.port1.onmessage = (e) => done(e.data);"
                + "    c.postMessage('version', [channel.port2]);"
                + "  };"
                + "  ask();"
                + "}, (e) => done('error: ' + e));");
        assertThat(version).as("the worker's version").isInstanceOf(String.class);
        assertThat((String) version).doesNotStartWith("error");
        return (String) version;
    }

    /** The names of the caches the page's origin has. */
    @SuppressWarnings("unchecked")
    static List<String> cacheNames() {
        return (List<String>) BrowserTestBase.asyncScript(
                "const done = arguments[arguments.length - 1]; caches.keys().then(done, (e) => done(['error: ' + e]));");
    }

    /**
     * The files in a cache, each as its address and the SHA-256 of the bytes kept, computed in the
     * browser.
     */
    @SuppressWarnings("unchecked")
    static Map<String, String> cachedFiles(String cacheName) {
        return (Map<String, String>) BrowserTestBase.asyncScript("const done = arguments[arguments.length - 1];"
                + "(async () => {"
                + "  const cache = await caches.open(arguments[0]);"
                + "  const out = {};"
                + "  for (const request of await cache.keys()) {"
                + "    const bytes = await (await cache.match(request)).arrayBuffer();"
                + "    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));"
                + "    out[request.url] = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');"
                + "  }"
                + "  return out;"
                + "})().then(done, (e) => done({ error: String(e) }));", cacheName);
    }

    /** The cache a version's worker keeps its files in. */
    static String cacheOf(String version) {
        return "mahjong-tally-" + version;
    }

    /** Each file of a list under a base address, with its SHA-256: what a full cache holds. */
    static Map<String, String> expectedCache(String base, PageFiles page) {
        Map<String, String> files = new java.util.TreeMap<>();
        page.files().forEach(f -> files.put(base + f.path(), f.sha256()));
        return files;
    }

    /** Switches the browser's network off or back on, as DevTools' "Offline" does. */
    static void networkOffline(boolean offline) {
        BrowserTestBase.driver.executeCdpCommand("Network.enable", Map.of());
        BrowserTestBase.driver.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", offline,
                "latency", 0, "downloadThroughput", -1, "uploadThroughput", -1));
    }

    /** Why Chromium would not offer to install the page open now; empty when it would. */
    @SuppressWarnings("unchecked")
    static List<Object> installabilityErrors() {
        Map<String, Object> answer = BrowserTestBase.driver.executeCdpCommand("Page.getInstallabilityErrors", Map.of());
        return (List<Object>) answer.get("installabilityErrors");
    }

    /** A message of a language file of the page (i18n/LANG.js), as the file has it. */
    static String message(String lang, String key) {
        String text = new String(PageFiles.read("i18n/" + lang + ".js"), java.nio.charset.StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("\\n\\s*'" + Pattern.quote(key) + "': '([^'\\n]*)',").matcher(text);
        assertThat(m.find()).as(key + " in i18n/" + lang + ".js").isTrue();
        return m.group(1);
    }
}
