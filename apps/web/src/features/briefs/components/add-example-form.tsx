import type { BrandType, SearchTermRule } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { Checkbox } from '@utmost/ui/components/checkbox';
import { Input } from '@utmost/ui/components/input';
import { Label } from '@utmost/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const NEW_EXAMPLE_TERM_ID = 'new-example-term';

/**
 * Adds an example by hand: its source is User, and it is in use from the start. Once added, the
 * focus is back in the emptied term (the Add button it was on is disabled), for the next one.
 */
export function AddExampleForm({ onAdd }: { onAdd: (example: SearchTermRule) => void }) {
  const { t } = useTranslation();
  const termInput = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState<BrandType>('product');
  const [isExclude, setExclude] = useState(true);

  function add() {
    const searchTerm = term.trim();
    if (searchTerm === '') return;
    onAdd({
      id: crypto.randomUUID(),
      searchTerm,
      isExclude,
      category,
      source: 'User',
      updatedAt: new Date().toISOString(),
      inUse: true,
    });
    setTerm('');
    termInput.current?.focus();
  }

  return (
    <div
      role="group"
      aria-label={t('briefs.examples.addLabel')}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-dashed border-border p-3"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={NEW_EXAMPLE_TERM_ID}>{t('briefs.examples.newTerm')}</Label>
        <Input
          ref={termInput}
          id={NEW_EXAMPLE_TERM_ID}
          className="h-8 w-64"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-example-category">{t('briefs.examples.columns.category')}</Label>
        <Select value={category} onValueChange={(value) => setCategory(value as BrandType)}>
          <SelectTrigger id="new-example-category" size="sm" className="w-32">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="product">{t('briefs.examples.category.product')}</SelectItem>
            <SelectItem value="brand">{t('briefs.examples.category.brand')}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <div className="flex h-8 items-center gap-2">
        <Checkbox
          id="new-example-exclude"
          checked={isExclude}
          onCheckedChange={(state) => setExclude(state === true)}
        />
        <Label htmlFor="new-example-exclude">{t('briefs.examples.newExclude')}</Label>
      </div>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={term.trim() === ''}
        onClick={add}
      >
        <PlusIcon aria-hidden="true" />
        {t('briefs.examples.add')}
      </Button>
    </div>
  );
}
