import { MenuItem } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import { useGetProductQuery } from '../../../entities/product';
import { variantLabel, variantsOf } from '../../../universal/variants';
import { SelectField } from '../../../browser-kit/ui/SelectField';

interface ExchangeChoiceProps {
  name: string;
  productId: string;
  /** The variant going back. */
  sku: string;
  /** Units going back: only variants with that many in stock are offered. */
  quantity: number;
  title: string;
  value: string;
  onChange: (sku: string) => void;
}

/**
 * A return line's settlement (a size exchange, issue 52): a refund, or another variant of the same product with
 * enough units in stock, which the request reserves. Asked only once the shopper sends units of the line back.
 */
export function ExchangeChoice({ name, productId, sku, quantity, title, value, onChange }: ExchangeChoiceProps) {
  const intl = useIntl();
  const { data: product } = useGetProductQuery(quantity > 0 ? productId : skipToken);
  const others = product
    ? variantsOf(product).filter((variant) => variant.sku !== sku && variant.stock >= quantity)
    : [];
  if (quantity === 0 || others.length === 0) return null;
  return (
    <SelectField
      name={name}
      label={intl.formatMessage({ id: 'orders.return.settle' }, { title })}
      value={others.some((variant) => variant.sku === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: 'orders.return.refundChoice' })}</MenuItem>
      {product &&
        others.map((variant) => (
          <MenuItem key={variant.sku} value={variant.sku}>
            {intl.formatMessage({ id: 'orders.return.exchangeChoice' }, { variant: variantLabel(product, variant) })}
          </MenuItem>
        ))}
    </SelectField>
  );
}
