package org.mahjongtally.web;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/** The server could not listen on the port asked for: another program has it. */
public final class PortInUseException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param port the port asked for */
    public PortInUseException(int port) {
        super(ErrorCode.PORT_IN_USE, Message.untranslated("port " + port + " is in use (is Mahjong Tally already running?);"
                + " stop the other program, or choose another port, e.g. --port " + (port == 65535 ? 7071 : port + 1)));
    }
}
