/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;
import org.mahjongtally.words.Plural;

/** The web adapter's messages in Russian; names of headers, fields and options stay as they are sent. */
final class WebRussian extends Phrasebook<WebProblem> {

    WebRussian() {
        super(WebProblem.class, Language.RUSSIAN);
    }

    @Override
    public String text(WebProblem key, Args a) {
        return switch (key) {
            case EDIT_KEY_MISSING -> "для изменения игры нужен её ключ редактирования в заголовке"
                    + " 'Authorization: Bearer KEY'; ключ есть в ссылке для редактирования игры (#/game/ID?key=KEY)";
            case EDIT_KEY_MALFORMED -> "ключ редактирования передаётся в заголовке 'Authorization: Bearer KEY'; этот"
                    + " заголовок Authorization имеет другой вид";
            case CHANGE_ID_MALFORMED -> "Idempotency-Key должен состоять из 16–" + a.number("longest")
                    + " букв, цифр, - и _, например случайный UUID; тот же ключ посылайте снова только для повтора той же правки";
            case IF_MATCH_MALFORMED -> "If-Match должен быть версией игры, которую вы видели, например If-Match: \"3\""
                    + " (\"version\" и ETag игры)";
            case VERSION_FIELD_MALFORMED -> "поле 'version' должно быть версией игры, которую вы видели: целым числом,"
                    + " например 3";
            case VERSIONS_DISAGREE -> "If-Match указывает версию " + a.number("header") + ", а тело запроса — версию "
                    + a.number("body") + "; укажите одну версию, ту, которую вы видели";
            case VERSION_MISSING -> "укажите, какую версию игры вы видели, заголовком If-Match: \"3\" или полем"
                    + " \"version\": 3, чтобы ничьё изменение не потерялось; \"version\" игры есть в каждом ответе о ней";
            case ADMINISTRATION_OFF -> "администрирование клуба на этом сервере выключено: запустите его с"
                    + " --admin-password-file ФАЙЛ (или TALLY_ADMIN_PASSWORD)";
            case ADMIN_PASSWORD_MISSING -> "для этого нужен пароль администратора клуба, через аутентификацию HTTP Basic"
                    + " (имя пользователя любое), например curl -u admin";
            case WRONG_ADMIN_PASSWORD -> "это не пароль администратора";
            case TOO_MANY_GUESSES -> "в последнее время введено слишком много неверных паролей администратора; подождите "
                    + a.number("seconds") + " "
                    + Plural.russian(a.number("seconds"), "секунду", "секунды", "секунд")
                    + " (Retry-After) и попробуйте снова";
            case BUSY -> "у сервера уже столько соединений с этого адреса, сколько он принимает одновременно (клуб за"
                    + " одним роутером делит один адрес); попробуйте снова через " + a.number("seconds") + " "
                    + Plural.russian(a.number("seconds"), "секунду", "секунды", "секунд") + " (Retry-After)";
            case TOO_MANY_NEW_GAMES -> "в последнее время начато или импортировано слишком много игр, с этого адреса"
                    + " или со всех вместе; подождите " + a.number("seconds") + " "
                    + Plural.russian(a.number("seconds"), "секунду", "секунды", "секунд")
                    + " (Retry-After) и попробуйте снова. Предел задаёт администратор сервера (new-games-per-hour)";
            case NOT_JSON -> "отправьте тело запроса как JSON, с заголовком Content-Type: application/json"
                    + (a.text("given").isEmpty() ? "; у этого запроса нет Content-Type"
                    : "; этот указывает '" + a.text("given") + "'");
            case UNKNOWN_HOST -> "этот сервер не отвечает на имя '" + a.text("host") + "' (заголовок Host);"
                    + " он отвечает на: " + a.text("names") + ". Если это его имя, запустите его с --allowed-hosts "
                    + a.text("host");
            case BAD_HAND_NUMBER -> "номер раздачи должен быть 1 или больше, как в /api/games/{id}/hands/3; получено '"
                    + a.text("given") + "'";
            case BAD_PLAYER_ID -> "идентификатор игрока — число, как в /api/players/3; получено '" + a.text("given") + "'";
            case BAD_DATE -> "'" + a.text("name") + "' должен быть датой, например 2025-03-31 (с 1900 года)";
            case DATES_REVERSED -> "'from' (" + a.text("from") + ") позже, чем 'to' (" + a.text("to") + ")";
            case BAD_UNICODE -> "в теле запроса есть текст, который не является правильным Юникодом: символ NUL или"
                    + " половина суррогатной пары (например, одно \"\\ud800\"); отправьте текст в UTF-8";
            case BODY_UNREADABLE -> "не удалось прочитать тело запроса: " + a.text("reason");
            case BODY_NOT_AN_OBJECT -> "тело запроса должно быть объектом JSON, {...}";
            case NO_BODY -> "у запроса нет тела; отправьте объект JSON";
            case RULESET_IN_GAME -> "игра считается по своим правилам ('" + a.text("ruleset")
                    + "'); уберите поле 'ruleset' или используйте POST /api/score, чтобы попробовать другие";
            case BAD_ESCAPE -> "в адресе есть '%', за которым не следуют две шестнадцатеричные цифры (например, %2F);"
                    + " закодируйте текст адреса как байты UTF-8, каждый в виде %XX";
            case METHOD_OVERRIDE -> "заголовок " + a.text("header") + " не принимается; отправьте запрос его собственным"
                    + " методом, например DELETE";
            case NOTHING_AT -> "по адресу " + a.text("method") + " " + a.text("path")
                    + " ничего нет; /openapi.json перечисляет все маршруты, а /api/docs объясняет их";
            case TOO_LARGE -> "тело запроса больше " + a.number("kilobytes")
                    + " КБ; раздача или игра гораздо меньше, проверьте, что отправляется";
            case GAME_FILE_TOO_LARGE -> "файл игры больше " + a.number("kilobytes") + " КБ; игра из "
                    + a.number("hands") + " раздач, самая длинная из допустимых, меньше, так что проверьте, что это файл"
                    + " игры, записанный Mahjong Tally";
            case REQUEST_TIMEOUT -> "запрос шёл слишком долго; отправьте его снова";
            case INTERNAL -> "на сервере что-то пошло не так (" + a.text("exception")
                    + "); запрос не выполнен. Сообщите об этом, указав, что было отправлено";
            case DATABASE_FAILED -> "база данных не смогла выполнить запрос; ничего не изменено."
                    + " Причина — в журнале сервера";
            case HTTP_VERSION -> "этот сервер говорит на HTTP/1.1 (и 1.0); отправьте запрос как HTTP/1.1";
            case HEADERS_TOO_LARGE -> "заголовки запроса слишком велики; отправьте меньше заголовков или короче"
                    + " (включая cookie)";
            case ADDRESS_TOO_LONG -> "адрес запроса слишком длинный; передайте данные в теле запроса";
            case SERVER_FAULT -> "на сервере что-то пошло не так; запрос не выполнен";
            case UNREADABLE_REQUEST -> "сервер не может прочитать этот запрос (" + a.number("status")
                    + (a.text("reason").isEmpty() ? "" : " " + a.text("reason"))
                    + "): проверьте его путь, заголовки и тело";
            case PORT_IN_USE -> "порт " + a.number("port") + " занят (может быть, Mahjong Tally уже запущен?);"
                    + " остановите другую программу или выберите другой порт, напр. --port " + a.number("other");
            case PLAYERS_HINT -> "укажите четырёх игроков, первым — того, кто начинает Востоком:"
                    + " {\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}";
            case NAME_HINT -> "отправьте {\"name\": \"Ann\"}";
        };
    }
}
