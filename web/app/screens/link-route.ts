import { decodeShare, isShareFragment, type ShareEngines } from '../play/share-link.js';
import { linkRefusalText } from '../ui/share-words.js';
import type { Shell } from './screen.js';

/**
 * The app's router: the shell's routes, and shared links. A shared game's link
 * ('#g=1.…') is read and replayed through the engine, then shown over the table
 * of its game (the game in progress stays under it); a bad link is refused in
 * words and changes nothing (the last address is put back).
 */
export function linkRouter(shell: Shell, engines: ShareEngines): () => void {
  let lastAddress = '#';
  return () => {
    if (!isShareFragment(location.hash)) {
      lastAddress = location.hash || '#';
      shell.route();
      return;
    }
    const read = decodeShare(location.hash, engines);
    if (read.ok) {
      const { kind } = read.shared;
      shell.go({ screen: 'table', game: kind });
      shell.address(`#${kind}`, false);
      lastAddress = `#${kind}`;
      shell.go({ screen: 'review', shared: read.shared });
      return;
    }
    shell.address(lastAddress, false);
    if (!shell.shown) shell.route();
    shell.shown?.message(linkRefusalText(read.refusal), 'error');
  };
}
