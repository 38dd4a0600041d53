// The names of the values a message shows: its own placeholders and those of its plural, select
// and tag branches. The page's and the gateway's catalogue tests compare them across languages.
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';

export function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}
