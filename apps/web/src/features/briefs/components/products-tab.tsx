import { PRODUCT_DESCRIPTION_MAX_LENGTH, PRODUCTS_MAX } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import type { BriefForm } from '../lib/brief-form-resolver';
import { CharacterCount } from './character-count';
import { ListMessage } from './list-message';

/** The services or products (spec §3): at most 15, each a name and a description of ≤ 150. */
export function ProductsTab({ form }: { form: BriefForm }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const products = useWatch({ control: form.control, name: 'products' });
  const errors = useFormState({ control: form.control, name: 'products' }).errors.products;
  const isFull = fields.length >= PRODUCTS_MAX;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {t('briefs.editor.productsIntro', { max: PRODUCTS_MAX })}
      </p>
      <ListMessage error={errors?.message ?? errors?.root?.message} />
      <ol aria-label={t('briefs.editor.productsLabel')} className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <div className="flex items-start gap-2">
              <TextField
                id={`brief-product-${String(index)}-name`}
                label={t('briefs.editor.productName', { number: index + 1 })}
                isRequired
                className="flex-1"
                error={errors?.[index]?.name?.message}
                {...form.register(`products.${index}.name`)}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={t('briefs.editor.removeProduct', {
                  name:
                    products[index]?.name ||
                    t('briefs.editor.productNumber', { number: index + 1 }),
                })}
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
            <TextareaField
              id={`brief-product-${String(index)}-description`}
              label={t('briefs.editor.productDescription', { number: index + 1 })}
              rows={2}
              error={errors?.[index]?.description?.message}
              counter={
                <CharacterCount
                  length={(products[index]?.description ?? '').trim().length}
                  max={PRODUCT_DESCRIPTION_MAX_LENGTH}
                />
              }
              {...form.register(`products.${index}.description`)}
            />
            <ProductSource url={products[index]?.sourceUrl} />
          </li>
        ))}
      </ol>
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={isFull}
          onClick={() => append({ name: '', description: '' }, { shouldFocus: true })}
        >
          <PlusIcon aria-hidden="true" />
          {t('briefs.editor.addProduct')}
        </Button>
        {isFull ? (
          <span className="text-sm text-muted-foreground">
            {t('briefs.editor.productsFull', { max: PRODUCTS_MAX })}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The website page a drafted product was found on, so the user can check it is sold there. */
function ProductSource({ url }: { url: string | undefined }) {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <p data-slot="product-source" className="text-sm text-muted-foreground">
      {t('briefs.editor.productSource')}{' '}
      <a href={url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        {readPagePath(url)}
      </a>
    </p>
  );
}

/** "/products/bars" for a page of the site, the home page as "/": short enough beside a product. */
function readPagePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
