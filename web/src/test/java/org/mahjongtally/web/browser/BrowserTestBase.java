/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;
import org.mahjongtally.web.WebServer;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.FluentWait;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A real server on a free port with an in-memory H2 store, and a real headless Chromium (Debian's
 * {@code chromium} and {@code chromium-driver}, named by path so that Selenium never downloads
 * anything) at phone size, 390 x 844.
 *
 * <p>One server and one store per test class, so that each class starts from an empty club on an
 * origin of its own; one Chromium per test JVM, shared by the classes run in it (starting one
 * took a second or two, at each of the suite's classes). Between classes the browser is put back
 * as a fresh one was: the site data of every origin the class used (IndexedDB, localStorage,
 * caches, service workers, cookies) is cleared, extra windows are closed, and the phone's size,
 * the media type and the network conditions are reset. A class that changes the browser in any
 * other way (a script added to every new document, say) undoes it itself.
 *
 * <p>Every browser test class is tagged {@code browser}: {@code -DexcludedGroups=browser} runs the
 * fast tests alone, {@code -Dgroups=browser} the browser tests alone. Pictures of the screens are
 * taken only when asked for, with {@code -Dscreenshots=true} (docs/screenshots/make does).
 *
 * <p>Without Chromium the tests are skipped on a developer's machine, and fail in CI
 * ({@code CI=true}), where {@code .ci/run} installs it.
 */
@Tag("browser")
abstract class BrowserTestBase {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final int WIDTH = 390;
    static final int HEIGHT = 844;
    /** Where screenshots of the screens are written, when they are asked for. */
    static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /**
     * Whether pictures of the screens are taken: only with {@code -Dscreenshots=true}, as they
     * cost time and are looked at only when a screen changes.
     */
    static final boolean TAKE_SCREENSHOTS = Boolean.getBoolean("screenshots");
    static final ObjectMapper JSON = new ObjectMapper();
    /** How often a wait looks again. */
    private static final Duration POLL = Duration.ofMillis(25);
    /** The script that finds where click() taps an element, or what is in the way. */
    private static final String TAP_TARGET = resource("tap-target.js");

    static GameStore store;
    static WebServer server;
    static ChromeDriver driver;
    static WebDriverWait wait;
    static String base;
    /** The Chromium of this JVM, started by the first browser test class and quit when the JVM ends. */
    private static ChromeDriver shared;

    @BeforeAll
    static void startServerAndBrowser() throws IOException {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        assumeTrue(installed || "true".equals(System.getenv("CI")),
                "Chromium is not installed (apt-get install chromium chromium-driver); browser tests skipped");
        store = GameStores.open("jdbc:h2:mem:browser-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        server = WebServer.start(0, store);
        base = "http://127.0.0.1:" + server.port() + "/";
        driver = browser();
        wait = new ScreenWait(Duration.ofSeconds(15));
        freshBrowser();
    }

    /** The JVM's Chromium, started on first use. */
    private static synchronized ChromeDriver browser() throws IOException {
        if (shared == null) {
            Path profile = Files.createTempDirectory("tally-chromium-");
            System.setProperty("webdriver.chrome.driver", CHROMEDRIVER.toString());
            ChromeOptions options = new ChromeOptions();
            options.setBinary(CHROMIUM.toFile());
            options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                    "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                    "--disable-sync", "--user-data-dir=" + profile, "--window-size=" + WIDTH + "," + HEIGHT,
                    "--lang=en-GB", "--hide-scrollbars");
            options.setExperimentalOption("prefs", Map.of("intl.accept_languages", "en-GB,en"));
            // New headless Chrome keeps windows at least 500 px wide; the page is laid out at phone
            // width by emulating the phone's screen.
            options.setExperimentalOption("mobileEmulation",
                    Map.of("deviceMetrics", Map.of("width", WIDTH, "height", HEIGHT, "pixelRatio", 1.0)));
            ChromeDriverService service = new ChromeDriverService.Builder()
                    .usingDriverExecutable(CHROMEDRIVER.toFile())
                    .usingAnyFreePort()
                    .build();
            ChromeDriver started = new ChromeDriver(service, options);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                started.quit();
                deleteTree(profile);
            }, "quit-chromium"));
            shared = started;
        }
        return shared;
    }

    /**
     * Puts the shared browser back as a freshly started one shows the page: one window, no
     * dialog, phone size, screen media, online, nothing blocked.
     */
    private static void freshBrowser() {
        dismissAlert();
        List<String> windows = List.copyOf(driver.getWindowHandles());
        for (String extra : windows.subList(1, windows.size())) {
            driver.switchTo().window(extra).close();
        }
        driver.switchTo().window(windows.get(0));
        phoneWidth(WIDTH);
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", false, "latency", 0,
                "downloadThroughput", -1, "uploadThroughput", -1));
        driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
        driver.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", false));
        driver.executeCdpCommand("Network.disable", Map.of());
    }

    /**
     * A wait that looks every 25 ms, not Selenium's default 500 ms: a screen is usually ready
     * within a few milliseconds, and half a second lost at each of the suite's thousands of waits
     * was most of its run time.
     */
    static WebDriverWait waitUpTo(Duration timeout) {
        return new WebDriverWait(driver, timeout, POLL);
    }

    /**
     * The wait of every test: up to {@code timeout}, looking again every 25 ms, and again when
     * the screen drew what it looked at anew (screens draw parts of themselves again as answers
     * arrive). A message given to it ({@code wait.withMessage(...)}) is that wait's alone: it
     * goes to a copy, so that it is never reported for a later wait that timed out.
     */
    private static final class ScreenWait extends WebDriverWait {
        private final Duration timeout;

        ScreenWait(Duration timeout) {
            super(driver, timeout, POLL);
            this.timeout = timeout;
            ignoring(StaleElementReferenceException.class);
        }

        @Override
        public FluentWait<WebDriver> withMessage(String message) {
            return withMessage(() -> message);
        }

        @Override
        public FluentWait<WebDriver> withMessage(Supplier<String> message) {
            WebDriverWait copy = waitUpTo(timeout);
            copy.ignoring(StaleElementReferenceException.class);
            return copy.withMessage(message);
        }
    }

    @AfterAll
    static void stopServerAndClearTheBrowser() {
        if (driver != null) {
            clearSiteData();
            driver = null;
        }
        if (server != null) {
            server.stop();
            server = null;
        }
        if (store != null) {
            try {
                store.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            store = null;
        }
    }

    /**
     * Forgets what the sites the class used keep in the browser, as a new profile would not have
     * it: every storage of every origin the browser has seen (the class's server, and any other
     * it started: a club, a static host), the HTTP cache and the cookies.
     */
    @SuppressWarnings("unchecked")
    private static void clearSiteData() {
        dismissAlert();
        java.util.Set<String> origins = new java.util.TreeSet<>();
        origins.add(originOf(base));
        origins.add(originOf(driver.getCurrentUrl()));
        Map<String, Object> history = driver.executeCdpCommand("Page.getNavigationHistory", Map.of());
        for (Map<String, Object> entry : (List<Map<String, Object>>) history.get("entries")) {
            origins.add(originOf((String) entry.get("url")));
        }
        Map<String, Object> targets = driver.executeCdpCommand("Target.getTargets", Map.of());
        for (Map<String, Object> target : (List<Map<String, Object>>) targets.get("targetInfos")) {
            origins.add(originOf((String) target.get("url")));
        }
        driver.get("about:blank");
        for (String origin : origins) {
            if (origin.startsWith("http")) {
                driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
            }
        }
        driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
        driver.executeCdpCommand("Network.clearBrowserCookies", Map.of());
    }

    private static void dismissAlert() {
        try {
            driver.switchTo().alert().dismiss();
        } catch (NoAlertPresentException none) {
            // as it should be
        }
    }

    /** The origin of an address ({@code http://127.0.0.1:4567}), or "" if it has none. */
    private static String originOf(String url) {
        try {
            URI uri = URI.create(url);
            return uri.getScheme() == null || uri.getHost() == null ? ""
                    : uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
        } catch (IllegalArgumentException notAnAddress) {
            return "";
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            // a temporary folder left behind
        }
    }

    /**
     * Every test starts on a phone without drafts: what an earlier test left half entered would
     * otherwise be brought back on its screens.
     */
    @BeforeEach
    void withoutDrafts() {
        driver.get(base + "favicon.svg");
        script("Object.keys(localStorage).filter((k) => k.startsWith('tally.draft.'))"
                + ".forEach((k) => localStorage.removeItem(k))");
    }

    /** Opens a route of the page, such as {@code #/settle}, in a freshly loaded page. */
    static void open(String hash) {
        load(base + hash);
    }

    /**
     * Loads a full address of the page afresh, even if only its {@code #} part differs from the
     * page shown (which would otherwise only change the route), and waits for its screen. The
     * step in between is the site's icon, a plain document of the same site: leaving for
     * {@code about:blank} cost Chromium three times as long, at every one of the suite's page loads.
     */
    static void load(String url) {
        showIcon(URI.create(url).resolve("favicon.svg").toString());
        driver.get(url);
        waitForScreen();
    }

    /** Shows the site's icon, a plain document of the site, unless it is already shown. */
    private static void showIcon(String icon) {
        if (!icon.equals(driver.getCurrentUrl())) {
            driver.get(icon);
        }
    }

    /**
     * Goes to a route in the page as it is, without loading it again (as a link of the page
     * does), and waits until it is drawn.
     */
    static void show(String hash) {
        script("document.getElementById('main').setAttribute('aria-busy', 'true');"
                + "if (location.hash === arguments[0]) window.dispatchEvent(new HashChangeEvent('hashchange'));"
                + "else location.hash = arguments[0];", hash);
        waitForScreen();
    }

    /** Waits until the router has drawn a screen. */
    static void waitForScreen() {
        wait.until(d -> "false".equals(d.findElement(By.id("main")).getAttribute("aria-busy")));
    }

    static By css(String selector) {
        return By.cssSelector(selector);
    }

    static By testId(String id) {
        return css("[data-testid='" + id + "']");
    }

    static WebElement find(By by) {
        return wait.until(ExpectedConditions.visibilityOfElementLocated(by));
    }

    /**
     * Taps an element as a finger would: scrolled to the middle of the window (clear of the sticky
     * save bar), then touched at its centre through DevTools ({@code Input.dispatchTouchEvent}, the
     * very events chromedriver's own click sends on a phone). Waits until the element is shown,
     * enabled and the topmost thing at that point, and says what covered it if it never is.
     * Chromedriver's click ran a dozen of its scripts in the page first, 190 ms a click and a
     * fifth of a browser test's time; this is one script.
     */
    static void click(By by) {
        String[] problem = {"not found"};
        List<?> at = waitUpTo(Duration.ofSeconds(15)).ignoring(StaleElementReferenceException.class)
                .withMessage(() -> by + " should be shown, enabled and not covered; " + problem[0])
                .until(d -> {
                    Object target = script(TAP_TARGET, d.findElement(by));
                    if (target instanceof List<?> xy) {
                        return xy;
                    }
                    problem[0] = String.valueOf(target);
                    return null;
                });
        Map<String, Object> finger = Map.of("x", at.get(0), "y", at.get(1));
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchStart", "touchPoints", List.of(finger)));
        driver.executeCdpCommand("Input.dispatchTouchEvent", Map.of("type", "touchEnd", "touchPoints", List.of()));
    }

    static void type(By by, String text) {
        WebElement input = find(by);
        script("arguments[0].scrollIntoView({block: 'center'})", input);
        input.clear();
        input.sendKeys(text);
    }

    /** Waits until the element's {@code data-value} (a raw amount) is this number. */
    static void waitForValue(By by, long value) {
        wait.withMessage(() -> by + " should show " + value).until(d -> {
            List<WebElement> found = d.findElements(by);
            return !found.isEmpty() && String.valueOf(value).equals(found.get(0).getAttribute("data-value"));
        });
    }

    /** Waits until the first element found reads this text (trimmed). */
    static void waitForText(By by, String text) {
        wait.withMessage(() -> by + " should read " + text).until(d -> {
            List<WebElement> found = d.findElements(by);
            return !found.isEmpty() && text.equals(found.get(0).getText().trim());
        });
    }

    /** Waits for the score calculator's total; on a timeout, says what the page showed instead. */
    static void waitForCalculatorTotal(long total) {
        wait.withMessage(() -> "the total should be " + total + "; the page shows: "
                + driver.findElement(testId("entry-result")).getText().replace('\n', ' ')).until(d -> {
                    List<WebElement> views = d.findElements(css("[data-testid='score-entry'] .score-view"));
                    return !views.isEmpty() && String.valueOf(total).equals(views.get(0).getAttribute("data-total"));
                });
    }

    static long valueOf(By by) {
        return Long.parseLong(find(by).getAttribute("data-value"));
    }

    /**
     * A bmja game of Ann, Bob, Cid and Dee with these table options (a JSON object), opened on
     * its table with its edit key kept; its id.
     */
    static String startGame(String options) {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"bmja\", \"options\": " + options + "}");
        String id = game.get("id").asText();
        open("#/game/" + id + "?key=" + game.get("editKey").asText());
        return id;
    }

    /** The CSS selector of a player's entry on the record screen. */
    static String entry(String name) {
        return "[data-testid='entry-" + name + "']";
    }

    /**
     * Opens a player's entry on the record screen, where one is open at a time (the others are a
     * line each, a typed score's field on it), and chooses how the hand is given.
     */
    static void entryMode(String name, String mode) {
        By opener = css(entry(name) + " [data-testid='open-entry']");
        if (!entryOpen(name)) {
            click(opener);
            try {
                waitUpTo(Duration.ofSeconds(5)).ignoring(StaleElementReferenceException.class).until(d -> entryOpen(name));
            } catch (TimeoutException e) {
                // A tap while the screen drew its entries again (choosing the winner does) can
                // land on a line that is then replaced: seen once in CI on a busy machine.
                if (!entryOpen(name)) {
                    click(opener);
                }
                wait.until(d -> entryOpen(name));
            }
        }
        choose(entry(name) + " [data-testid='entry-mode']", mode);
    }

    private static boolean entryOpen(String name) {
        return "true".equals(find(css(entry(name))).getAttribute("data-open"));
    }

    /** Chooses a pill (a radio drawn as a chip) by its value inside a container. */
    static void choose(String container, String value) {
        click(css(container + " .pill[data-value='" + value + "']"));
    }

    static Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    static Object asyncScript(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeAsyncScript(js, args);
    }

    /** The text of a test resource. */
    static String resource(String name) {
        try (var in = BrowserTestBase.class.getResourceAsStream("/browser/" + name)) {
            assertThat(in).as("test resource " + name).isNotNull();
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Makes the page speak this language (en, pl or ru) from the next screen opened on. */
    static void useLanguage(String lang) {
        showIcon(base + "favicon.svg");
        script("localStorage.setItem('mahjong-tally.lang', arguments[0])", lang);
    }

    /** The languages of the page. */
    static final List<String> LANGUAGES = List.of("en", "pl", "ru");

    /**
     * Switches the page's language in place, as its menu does, and waits for the screen drawn
     * again in it: what was entered on the screen stays (the router keeps the screen's state).
     */
    static void speak(String lang) {
        script("const s = document.getElementById('lang'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", lang);
        wait.until(d -> lang.equals(script("return document.documentElement.lang")));
        waitForScreen();
    }

    /**
     * The rendering check of a flow in every language: the screen as it stands is switched in
     * place to each language in turn (as the menu does, keeping what was entered), {@code check}
     * runs there with the language's code, and the page goes back to English. A flow is played
     * once; what it shows is looked at in each language here.
     */
    static void inEachLanguage(java.util.function.Consumer<String> check) {
        try {
            for (String lang : LANGUAGES) {
                speak(lang);
                check.accept(lang);
            }
        } finally {
            speak("en");
        }
    }

    /**
     * The screen as it stands is in the language's own words (strings-check.js: every string
     * shown is one of its messages, no key, no English where the language says otherwise), with
     * no "null", "undefined" or "NaN" and no card shown empty.
     */
    static void checkScreen(String lang, String where) {
        Map<String, Object> answer = stringsCheck(lang);
        assertThat(((Number) answer.get("checked")).intValue()).as("strings checked on " + where).isGreaterThan(10);
        assertThat((List<?>) answer.get("bad")).as("strings not from the %s messages on %s", lang, where).isEmpty();
        assertNoEmptyValues(where);
    }

    /** No "null", "undefined" or "NaN" in the words shown, and no card shown with nothing in it. */
    static void assertNoEmptyValues(String where) {
        String text = (String) script("return document.getElementById('main').innerText");
        assertThat(text).as("the words on " + where).doesNotContainPattern("\\b(null|undefined|NaN)\\b");
        Object emptyCards = script("return [...document.querySelectorAll('#main .card')]"
                + ".filter((c) => c.offsetParent !== null && !c.innerText.trim()).length");
        assertThat(((Number) emptyCards).intValue()).as("empty cards shown on " + where).isZero();
    }

    /** Opens every {@code details} of the screen, so that what they hold is looked at too. */
    static void openAllDetails() {
        script("document.querySelectorAll('#main details').forEach((d) => { d.open = true; })");
    }

    /**
     * Runs {@code strings-check.js} on the page as it is: {@code checked}, how many strings were
     * looked at, and {@code bad}, those that are not among the language's messages.
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> stringsCheck(String lang) {
        return (Map<String, Object>) asyncScript(resource("strings-check.js"), lang);
    }

    /**
     * Lays the page out as a phone this many CSS pixels wide shows it (844 high), and waits for
     * two frames: what the page lays out itself when its size changes (a ResizeObserver's
     * callback) is drawn by then.
     */
    static void phoneWidth(int width) {
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
        asyncScript("const done = arguments[arguments.length - 1];"
                + " requestAnimationFrame(() => requestAnimationFrame(() => done(null)))");
    }

    /** How wide the page is laid out, in CSS pixels: wider than the window, it scrolls sideways. */
    static long pageWidth() {
        return (Long) script("return document.scrollingElement.scrollWidth");
    }

    /**
     * Saves a picture of the window, as a phone of 390 x 844 shows it, to target/screenshots, if
     * pictures are asked for ({@link #TAKE_SCREENSHOTS}).
     */
    static void screenshot(String name) {
        if (TAKE_SCREENSHOTS) {
            saveScreenshot(SCREENSHOTS, name);
        }
    }

    /** Saves a picture of the window into this folder, whether or not pictures are asked for. */
    static void saveScreenshot(Path dir, String name) {
        try {
            Files.createDirectories(dir);
            Files.write(dir.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Waits until the element is shown, then, if pictures are asked for, scrolls it to the top of
     * the window and saves a picture of the window.
     */
    static void screenshotFrom(String name, By top) {
        WebElement element = find(top);
        if (TAKE_SCREENSHOTS) {
            script("window.scrollTo(0, arguments[0].getBoundingClientRect().top + window.scrollY - 8)", element);
            screenshot(name);
        }
    }

    /** Calls the server's API directly (to set up a game), returning the JSON answer. */
    static JsonNode api(String method, String path, String body) {
        return api(method, path, body, new String[0]);
    }

    /**
     * Records a hand through the API as the game's owner: with its edit key and the version the
     * game is at now.
     */
    static JsonNode recordHand(String gameId, String editKey, String body) {
        String version = api("GET", "api/games/" + gameId, null).path("version").asText();
        return api("POST", "api/games/" + gameId + "/hands", body, "Authorization", "Bearer " + editKey,
                "If-Match", "\"" + version + "\"");
    }

    /** Calls the server's API directly with these headers (name, value, ...), returning the JSON answer. */
    static JsonNode api(String method, String path, String body, String... headers) {
        try {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path.replaceFirst("^/", "")))
                    .header("Content-Type", "application/json")
                    .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                            : HttpRequest.BodyPublishers.ofString(body));
            for (int i = 0; i < headers.length; i += 2) {
                request.header(headers[i], headers[i + 1]);
            }
            HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(response.statusCode()).as(method + " " + path + ": " + response.body()).isLessThan(300);
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
