import { Menu, MenuItem } from '@mui/material';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../i18n/languages';

export type LanguageMenuProps = {
  id: string;
  anchor: HTMLElement;
  current: Language;
  onSelect: (language: Language) => void;
  onClose: () => void;
};

/** The language list; its own module so the menu's code loads on first open only. */
export default function LanguageMenu({ id, anchor, current, onSelect, onClose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} lang={language} selected={language === current} onClick={() => onSelect(language)}>
          {LANGUAGE_NAMES[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}
