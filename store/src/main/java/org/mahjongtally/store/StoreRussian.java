/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;
import org.mahjongtally.words.Plural;

/** The store's messages in Russian, in the page's terms (игра, раздача, ссылка для редактирования). */
final class StoreRussian extends Phrasebook<StoreProblem> {

    StoreRussian() {
        super(StoreProblem.class, Language.RUSSIAN);
    }

    @Override
    public String text(StoreProblem key, Args a) {
        return switch (key) {
            case GAME_NOT_FOUND -> "игры '" + a.text("id") + "' нет; 'tally game list' показывает игры";
            case GAME_CHANGED -> "игру '" + a.text("id") + "' тем временем изменил кто-то другой" + REPEAT;
            case GAME_CHANGED_NOW_AT -> "игру '" + a.text("id") + "' тем временем изменил кто-то другой (теперь у неё"
                    + " версия " + a.number("version") + ")" + REPEAT;
            case WRONG_EDIT_KEY -> "это не ключ редактирования игры '" + a.text("id") + "'; откройте ссылку для"
                    + " редактирования, с которой игра была начата (ссылка только для просмотра не даёт её менять)";
            case NO_EDIT_KEY -> "у игры '" + a.text("id") + "' нет ключа редактирования (она начата до появления ключей"
                    + " или из командной строки); администратор клуба может его выдать";
            case PLAYER_NOT_FOUND -> "в клубе нет игрока " + a.number("id") + "; GET /api/players перечисляет их";
            case PLAYER_HAS_GAMES -> "игрок " + a.number("id") + " играет в " + a.number("games") + " "
                    + Plural.russian(a.number("games"), "игре", "играх", "играх")
                    + "; сначала удалите эти игры (DELETE /api/games/{id}), затем игрока";
            case PLAYER_EXISTS -> "в клубе уже есть игрок с именем '" + a.text("name")
                    + "' (регистр букв не важен); выберите другое имя";
            case PLAYER_NAME_EMPTY -> "у игрока должно быть имя; получено пустое";
            case PLAYER_NAME_INVISIBLE -> "у игрока должно быть имя, которое можно прочитать; указаны только невидимые символы";
            case PLAYER_NAME_MISLEADING -> "имя игрока не может содержать " + a.text("character") + " (символ "
                    + a.number("position") + "): пробел, отличный от обычного, разрыв строки или невидимый символ"
                    + " делают имя не таким, каким оно выглядит; введите его снова, только с обычными пробелами";
            case PLAYER_NAME_BAD -> "имя игрока содержит от 1 до " + a.number("limit") + " "
                    + Plural.russian(a.number("limit"), "символа", "символов", "символов")
                    + ", без управляющих символов и без меток направления текста;"
                    + " проверьте имя";
            case GAME_IN_BACKUP -> "игра " + a.text("id") + " в резервной копии: " + a.message("detail");
            case GAME_IN_BACKUP_DOES_NOT_REPLAY -> "игру " + a.text("id") + " из резервной копии не удаётся воспроизвести: "
                    + a.message("detail");
            case DATABASE_NOT_EMPTY -> "база данных " + a.text("database") + " не пуста; восстанавливайте в новую,"
                    + " пустую базу (она будет подготовлена при первом использовании)";
            case STORED_RULESET_UNREADABLE -> "не удаётся прочитать сохранённые правила игры '" + a.text("id") + "': "
                    + a.message("detail");
            case STORED_RULESET_ALTERED -> "у сохранённых правил игры '" + a.text("id") + "' хеш " + a.text("found")
                    + ", а игра была начата с " + a.text("started") + "; правила изменены";
            case WRITE_REFUSED -> "база данных " + a.text("database") + " отклонила одну и ту же запись "
                    + a.number("attempts") + " " + Plural.russian(a.number("attempts"), "раз", "раза", "раз") + ": "
                    + a.text("reason");
            case DATABASE_FAILED -> "сбой базы данных " + a.text("database") + ": " + a.text("reason");
            case CANNOT_OPEN -> "не удаётся открыть базу данных " + a.text("database") + ": " + a.text("reason");
            case CANNOT_OPEN_LOCKED -> "не удаётся открыть базу данных " + a.text("database") + ": " + a.text("reason")
                    + "; её открыла другая программа (файлом H2 пользуется одна программа за раз: закройте другую"
                    + " или используйте общую базу PostgreSQL)";
            case CANNOT_CREATE_DATA_DIRECTORY -> "не удаётся создать каталог данных " + a.text("directory")
                    + " для базы по умолчанию (" + a.text("reason") + "); укажите базу через --db или "
                    + a.text("variable");
            case UNSUPPORTED_URL -> "неподдерживаемый адрес базы данных '" + a.text("database") + "'; используйте файл"
                    + " H2, например jdbc:h2:file:/path/to/games, или PostgreSQL, например"
                    + " jdbc:postgresql://localhost/tally?user=tally&password=secret";
            case DATABASE_UNAVAILABLE -> "база данных " + a.text("database") + " сейчас недоступна;"
                    + " ничего не изменено, попробуйте ещё раз немного позже";
            case CURRENCY_TOO_LONG -> "валюта записывается не более чем " + a.number("most") + " "
                    + Plural.russian(a.number("most"), "символом", "символами", "символами") + ", напр. EUR или zł;"
                    + " в указанной их " + a.number("length");
            case RULESET_TOO_LONG -> "правила игры, записанные полностью, занимают " + a.number("length")
                    + " символов; с игрой хранится не более " + a.number("most") + " (встроенные правила — около 6000)";
            case STORED_FORM_TOO_NEW -> a.message("whole") + " — в формате хранения " + a.text("version")
                    + ", а эта программа читает версии с 1 по " + a.number("newest")
                    + "; обновите Mahjong Tally, чтобы открыть эту базу";
            case STORED_FORM_SHAPE -> a.message("whole") + ": ожидается {\"" + a.text("format") + "\": "
                    + a.number("version") + ", \"" + a.text("part") + "\": {...}}";
            case STORED_UNREADABLE -> "ошибка чтения — " + a.message("whole") + ": " + a.message("detail");
            case BACKUP_NOT_AN_OBJECT -> "резервная копия — это объект JSON";
            case BACKUP_WRONG_FORMAT -> "это не резервная копия Mahjong Tally: её \"format\" — не \"" + a.text("format")
                    + "\"; создайте её командой 'tally backup FILE'";
            case BACKUP_VERSION -> "у резервной копии версия " + a.text("version") + ", а эта программа читает версии с 1 по "
                    + a.number("reads") + "; обновите Mahjong Tally, чтобы её восстановить";
            case BACKUP_FORMAT_FIRST -> "резервная копия должна начинаться с полей \"format\" и \"version\"";
            case BACKUP_GAMES_NOT_AN_ARRAY -> "\"games\" должно быть массивом";
            case BACKUP_NO_FORMAT -> "это не резервная копия Mahjong Tally: в ней нет поля \"format\"";
            case BACKUP_UNREADABLE -> "не удаётся прочитать резервную копию: " + a.text("reason");
            case BACKUP_FOUR_PLAYERS -> "в игре четыре игрока";
            case BACKUP_NOT_TEXT -> "поля \"" + a.text("field") + "\" нет или оно не текст";
            case BACKUP_NOT_A_WHOLE_NUMBER -> "поля \"" + a.text("field") + "\" нет или оно не целое число";
            case BACKUP_NOT_A_TIME -> "\"" + a.text("field") + "\" — не время вида 2026-01-02T03:04:05Z";
            case BACKUP_TWICE -> "в резервной копии дважды одна и та же игра, один и тот же идентификатор ссылки для просмотра"
                    + " или один и тот же игрок: "
                    + a.text("reason");
            case BACKUP_TRAILING -> "резервная копия продолжается после своего конца (второй документ или лишний текст);"
                    + " восстановите файл в том виде, в каком его записала 'tally backup'";
            case BACKUP_GZIP_TRAILING -> "в сжатой резервной копии после потока gzip есть другие байты;"
                    + " восстановите файл в том виде, в каком его записала 'tally backup'";
            case BACKUP_NOT_COUNTED -> "\"" + a.text("field") + "\" должно быть целым числом от 1 до " + a.number("most")
                    + ", указано " + a.text("given");
            case BACKUP_PLAYER_ID -> "\"id\" игрока — целое число от 1, указано " + a.number("id");
            case BACKUP_PLAYER_ID_TWICE -> "у двух игроков id " + a.number("id");
            case BACKUP_PLAYER_NAME_TWICE -> "у игроков '" + a.text("other") + "' и '" + a.text("name")
                    + "' одно и то же имя; имена в клубе не повторяются";
            case BACKUP_GAME_ID -> "\"id\" — 10 букв a-z и цифр 2-7, указано '" + a.text("given") + "'";
            case BACKUP_GAME_TWICE -> "игра есть в резервной копии дважды";
            case BACKUP_SHARE_ID -> "\"shareId\" — 16 букв a-z и цифр 2-7, указано '" + a.text("given") + "'";
            case BACKUP_SHARE_ID_TWICE -> "у другой игры тот же идентификатор ссылки " + a.text("given");
            case BACKUP_KEY_HASH -> "\"editKeyHash\" — 64 шестнадцатеричные цифры (0-9, a-f), хеш SHA-256 ключа редактирования, указано '"
                    + a.text("given") + "'";
            case BACKUP_RULESET_HASH -> "\"ruleset.hash\" — 16 шестнадцатеричных цифр (0-9, a-f), указано '"
                    + a.text("given") + "'";
            case BACKUP_TEXT_TOO_LONG -> "в \"" + a.text("field") + "\" не больше " + a.number("limit")
                    + " символов, указано " + a.number("length");
            case BACKUP_HAND_NUMBERS -> "руки должны быть пронумерованы 1, 2, 3... по порядку; рука " + a.number("found")
                    + " стоит там, где должна быть рука " + a.number("expected");
            case BACKUP_AUDIT_ACTION -> "в записи журнала изменений неизвестное действие '" + a.text("given")
                    + "'; действия: " + a.text("known");
            case BACKUP_VERSION_BEHIND_HANDS -> "игра в версии " + a.number("version") + " с " + a.number("hands")
                    + " руками, но каждая записанная рука поднимает версию игры от 1";
            case BACKUP_UNKNOWN_PLAYER -> "\"playerIds\" называет игрока " + a.number("id")
                    + ", которого нет среди игроков резервной копии";
            case BACKUP_FOUR_NUMBERS -> "\"" + a.text("field") + "\" должно быть четырьмя целыми числами, по одному на"
                    + " каждого игрока по порядку";
            case BACKUP_BOOKS_PARTLY -> "либо у каждой руки есть числа \"booked\", а у игры \"totals\", либо ни у одной;"
                    + " восстановите файл в том виде, в каком его записал 'tally backup'";
            case BACKUP_NOT_AN_ARRAY -> "поле \"" + a.text("field") + "\" отсутствует или не является массивом";
            case BACKUP_CHANGE_ID -> "\"id\" изменения должен состоять из 16–64 букв, цифр, '-' или '_', получено '"
                    + a.text("given") + "'";
            case BACKUP_CHANGE_VERSION -> "изменение якобы создало версию " + a.number("made")
                    + ", а игра находится на версии " + a.number("version");
            case BACKUP_CHANGE_TWICE -> "идентификатор изменения или импорта " + a.text("given") + " указан дважды";
            case BACKUP_HAND_SCORES -> "игра " + a.text("id") + " в резервной копии: рука " + a.number("hand")
                    + " была записана с очками " + a.text("booked") + ", а воспроизведённая сейчас даёт "
                    + a.text("replayed") + "; копию изменили или её записала программа, которая считает эту руку иначе:"
                    + " восстановите файл в том виде, в каком его записал 'tally backup', этой программой";
            case BACKUP_HAND_BALANCES -> "игра " + a.text("id") + " в резервной копии: рука " + a.number("hand")
                    + " была записана с балансами " + a.text("booked") + ", а воспроизведённая сейчас даёт "
                    + a.text("replayed") + "; копию изменили или её записала программа, которая рассчитывает эту руку"
                    + " иначе: восстановите файл в том виде, в каком его записал 'tally backup', этой программой";
            case BACKUP_TOTALS -> "игра " + a.text("id") + " в резервной копии была записана с итогами "
                    + a.text("booked") + ", а её руки, воспроизведённые сейчас, дают " + a.text("replayed")
                    + "; не хватает руки или её изменили: восстановите файл в том виде, в каком его записал 'tally backup'";
        };
    }

    private static final String REPEAT = "; ничего не записано, посмотрите на неё снова и повторите изменение";
}
