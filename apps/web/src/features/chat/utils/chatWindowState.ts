/** The floating chat window (spec 3 §4): closed, open or minimized; chat and AI tab views. */
export type ChatWindowState = {
  status: 'closed' | 'open' | 'minimized';
  tab: 'chat' | 'ai';
  view: 'rooms' | 'threads' | 'chat';
  roomId: string | null;
  threadId: string | null;
  /** The AI tab: the conversation list, or one conversation (null: a new one, no id yet). */
  aiView: 'list' | 'chat';
  aiSessionId: string | null;
  /** The AI tab was shown since the window opened: its panel (and socket) stay mounted. */
  isAiStarted: boolean;
  /** Grows when the window should take focus: opened by the user, not by an incoming message. */
  focusRequest: number;
  /**
   * Threads the user minimised the window on since they last opened it: their new messages
   * leave the window as it is (see isKeptMinimized).
   */
  keptMinimizedThreadIds: readonly string[];
};

export type ChatWindowAction =
  | { type: 'toggle' }
  | { type: 'open' }
  /** focus: false when a message opened it, so typing elsewhere is not interrupted. */
  | { type: 'openThread'; roomId: string; threadId: string; focus?: boolean }
  /** Minimising keeps the thread shown quiet until the user opens the window again. */
  | { type: 'minimize' }
  | { type: 'restore' }
  | { type: 'close' }
  | { type: 'setTab'; tab: ChatWindowState['tab'] }
  | { type: 'selectRoom'; roomId: string }
  | { type: 'selectThread'; threadId: string }
  /** `toRooms`: a direct message has no thread list to step back to. */
  | { type: 'back'; toRooms?: boolean }
  /** The AI action event and the aiSessionId URL: the window opens on the AI tab. */
  | { type: 'openAi'; sessionId?: string | null }
  | { type: 'showAiList' }
  /** null starts a new conversation. */
  | { type: 'openAiConversation'; sessionId: string | null }
  /** A new conversation got its session id with its first message. */
  | { type: 'setAiSession'; sessionId: string };

export const initialChatWindowState: ChatWindowState = {
  status: 'closed',
  tab: 'chat',
  view: 'rooms',
  roomId: null,
  threadId: null,
  aiView: 'list',
  aiSessionId: null,
  isAiStarted: false,
  focusRequest: 0,
  keptMinimizedThreadIds: [],
};

function freshlyOpened(state: ChatWindowState): ChatWindowState {
  return { ...initialChatWindowState, status: 'open', focusRequest: state.focusRequest + 1 };
}

/** The thread the chat tab shows, if any. */
function shownThreadOf(state: ChatWindowState): string | null {
  return state.tab === 'chat' && state.view === 'chat' ? state.threadId : null;
}

/**
 * Does a new message of this thread leave the window alone? Yes while the user minimised the
 * window on the thread and has not opened the window since (issue 24).
 */
export function isKeptMinimized(state: ChatWindowState, threadId: string): boolean {
  return state.keptMinimizedThreadIds.includes(threadId);
}

export function chatWindowReducer(
  state: ChatWindowState,
  action: ChatWindowAction,
): ChatWindowState {
  switch (action.type) {
    case 'toggle':
      // Toggling it open resets it to the chat tab and the rooms view.
      return state.status === 'open'
        ? { ...state, status: 'closed', keptMinimizedThreadIds: [] }
        : freshlyOpened(state);
    case 'open':
      return freshlyOpened(state);
    case 'openThread':
      return {
        ...state,
        status: 'open',
        tab: 'chat',
        view: 'chat',
        roomId: action.roomId,
        threadId: action.threadId,
        focusRequest: state.focusRequest + (action.focus === false ? 0 : 1),
        // The user opening a thread opens the window: nothing stays minimised.
        keptMinimizedThreadIds: action.focus === false ? state.keptMinimizedThreadIds : [],
      };
    case 'minimize':
      return {
        ...state,
        status: 'minimized',
        keptMinimizedThreadIds: shownThreadOf(state)
          ? [...new Set([...state.keptMinimizedThreadIds, shownThreadOf(state)!])]
          : state.keptMinimizedThreadIds,
      };
    case 'restore':
      return {
        ...state,
        status: 'open',
        focusRequest: state.focusRequest + 1,
        keptMinimizedThreadIds: [],
      };
    case 'close':
      return { ...state, status: 'closed', keptMinimizedThreadIds: [] };
    case 'setTab':
      return { ...state, tab: action.tab, isAiStarted: state.isAiStarted || action.tab === 'ai' };
    case 'openAi':
      return {
        ...freshlyOpened(state),
        tab: 'ai',
        isAiStarted: true,
        aiView: action.sessionId ? 'chat' : 'list',
        aiSessionId: action.sessionId ?? null,
      };
    case 'showAiList':
      return { ...state, aiView: 'list', aiSessionId: null };
    case 'openAiConversation':
      return { ...state, aiView: 'chat', aiSessionId: action.sessionId };
    case 'setAiSession':
      return { ...state, aiSessionId: action.sessionId };
    case 'selectRoom':
      return { ...state, view: 'threads', roomId: action.roomId, threadId: null };
    case 'selectThread':
      return { ...state, view: 'chat', threadId: action.threadId };
    case 'back':
      if (state.view === 'chat' && action.toRooms) {
        return { ...state, view: 'rooms', roomId: null, threadId: null };
      }
      if (state.view === 'chat') return { ...state, view: 'threads', threadId: null };
      if (state.view === 'threads') return { ...state, view: 'rooms', roomId: null };
      return state;
  }
}
