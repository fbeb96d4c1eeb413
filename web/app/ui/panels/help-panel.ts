import { SHORTCUT_KEYS } from '../shortcuts.js';
import { $, dialogHeader, h, openDialog } from '../dom.js';
import { lang, t, type MessageKey } from '../i18n.js';
import type { GomokuSetup } from '../../play/setup.js';

const HELP = {
  en: {
    gomoku: [
      'Players take turns placing a stone on an empty point; Black moves first. Five stones of your colour in an unbroken row (across, down or diagonally) win.',
      'Tap a point to place a see-through stone, tap elsewhere to move it, then press your own Confirm. With the keyboard: arrows move the cursor, Enter selects and Enter again confirms, Escape cancels.',
    ],
    rules: {
      freestyle: 'Free-style: five or more in a row wins, for both sides.',
      standard: 'Standard: exactly five in a row wins; six or more (an overline) does not.',
      renju:
        "Renju: White wins with five or more. Black wins only with exactly five, and some points are forbidden for Black: a point that makes two open threes at once (double-three), two fours at once (double-four), or six or more in a row (overline). The board marks them with a red × on Black's turn, and the engine refuses them. A move that makes five is never forbidden.",
    },
    undo: "Undo takes back the last move; against the AI, the AI's reply and your move. The rule is the same during the game and after its end: the ending goes with the move, and play goes on. A finished game is counted in the stats once, however often it is replayed.",
    xiangqi: [
      'Red moves first. Tap one of your pieces: the points it may legally move to are marked. Tap one of them to see the move, then press your Confirm.',
      'Win by checkmate, or when the opponent has no legal move (stalemate loses in Xiangqi). A side may not give perpetual check or chase; repeated positions are judged by the engine.',
      'The general (帥/將) and advisors (仕/士) stay in the palace; elephants (相/象) never cross the river; horses (傌/馬) can be blocked at the leg; cannons (炮/砲) capture by jumping over exactly one piece; soldiers (兵/卒) move sideways once across the river. The two generals may never face each other on an open file.',
    ],
  },
  zh: {
    gomoku: [
      '双方轮流在空的交叉点上落子，黑方先行。任一方向（横、竖、斜）连成不间断的五子即获胜。',
      '点击交叉点会出现半透明的待定棋子，点击别处可改变位置，然后由落子方按自己的“确认”。键盘：方向键移动光标，回车选择，再按回车确认，Esc 取消。',
    ],
    rules: {
      freestyle: '无禁手：双方连成五子或更多即胜。',
      standard: '标准规则：恰好五子才算胜，六子或以上（长连）不算。',
      renju:
        '连珠规则：白方五子或长连均胜；黑方只有恰好五子才胜，并且有禁手——同时形成两个活三（三三）、两个四（四四）或六子以上（长连）的点，黑方不能落子。轮到黑方时，棋盘上以红色 × 标出禁手点，引擎会拒绝这些落子。能直接成五的点不算禁手。',
    },
    undo: '悔棋：退回上一步；人机对局会同时退回电脑的应着和你的上一步。对局中和对局结束后规则相同：结局随这一步一起撤回，对局继续。每局只计一次战绩，无论重下多少次。',
    xiangqi: [
      '红方先行。点击己方棋子，棋盘会标出它可以走到的点；点击其中一点显示这步棋，再按自己的“确认”。',
      '将死对方，或使对方无子可动（困毙）即获胜。不允许长将、长捉；重复局面由引擎裁决。',
      '帥（將）与仕（士）不出九宫；相（象）不过河；傌（馬）会被蹩腿；炮（砲）隔一子吃子；兵（卒）过河后可横走。双方将帅不能在同一直线上直接照面。',
    ],
  },
};

const SHORTCUT_WORDS: MessageKey[] = ['key_u', 'key_f', 'key_h', 'key_n', 'key_arrows', 'key_home_end', 'key_escape'];

/** The rules page of both games, the game on the table first, naming the Gomoku rule set in force. */
export function openHelpPanel(game: 'gomoku' | 'xiangqi', setup: GomokuSetup): void {
  const dialog = $<HTMLDialogElement>('help-dialog');
  const text = HELP[lang()];
  const xiangqi = [h('h3', { text: t('xiangqi') }), ...text.xiangqi.map((p) => h('p', { text: p }))];
  $('help-body').replaceChildren(
    dialogHeader(t('helpTitle'), dialog, t('close')),
    ...(game === 'xiangqi' ? xiangqi : []),
    h('h3', { text: t('gomoku') }),
    h('p', {
      class: 'in-force',
      text: t('ruleInForce', { rule: t(`rule_${setup.rule}` as MessageKey), size: setup.size }),
    }),
    ...text.gomoku.map((p) => h('p', { text: p })),
    h(
      'ul',
      {},
      ...(['freestyle', 'standard', 'renju'] as const).map((r) =>
        h('li', { class: r === setup.rule ? 'current' : '', text: text.rules[r] }),
      ),
    ),
    h('h3', { id: 'help-openings', text: t('openingHelpTitle') }),
    h('p', { class: setup.opening === 'swap2' ? 'current' : '', text: t('openingHelpSwap2') }),
    h('p', { class: setup.opening === 'rif' ? 'current' : '', text: t('openingHelpRif') }),
    h('p', { text: t('openingHelpUndo') }),
    ...(game === 'gomoku' ? xiangqi : []),
    h('h3', { text: t('inputTitle') }),
    h('p', { text: t('inputHelp') }),
    h('p', { text: t('stepHelp') }),
    h('p', { id: 'help-undo', text: text.undo }),
    h('h3', { text: t('shortcutsTitle') }),
    h(
      'dl',
      { id: 'help-shortcuts', class: 'shortcuts' },
      ...SHORTCUT_KEYS.flatMap((key, i) => [
        h('dt', {}, h('kbd', { text: key })),
        h('dd', { text: t(SHORTCUT_WORDS[i]!) }),
      ]),
    ),
  );
  openDialog(dialog);
}
