import { Portal } from "@ark-ui/react/portal";
import { Select, type ListCollection } from "@ark-ui/react/select";
import { css, cx } from "../../styled-system/css";

const listStyle = css({
  bg: "bg",
  color: "fg",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  boxShadow: "lg",
  py: "1",
  zIndex: "1100",
  maxH: "72",
  overflowY: "auto",
});
const optionStyle = css({
  px: "3",
  py: "2",
  cursor: "pointer",
  fontSize: "sm",
  "&[data-highlighted]": { bg: "bg.muted" },
  "&[data-state=checked]": { fontWeight: "semibold", color: "primary" },
});

/** The label and closed button of the shop's drop-downs (sort, product type). */
export const selectLabelStyle = css({ fontSize: "sm", fontWeight: "medium" });
export const selectTriggerStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  h: "10",
  w: "full",
  px: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border",
  bg: "bg",
  color: "fg",
  fontSize: "sm",
  cursor: "pointer",
});

/**
 * The open part of every Ark UI select of the shop (language, sort, form drop-downs): the
 * options in a portal, one look everywhere, and the hidden native select for forms.
 * `className` adds to the list's style (a minimum width, say).
 */
export const SelectOptions = ({
  collection,
  className,
}: {
  readonly collection: ListCollection<{ readonly value: string; readonly label: string }>;
  readonly className?: string;
}) => (
  <>
    <Portal>
      <Select.Positioner>
        <Select.Content className={cx(listStyle, className)}>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item} className={optionStyle}>
              <Select.ItemText>{item.label}</Select.ItemText>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Portal>
    <Select.HiddenSelect />
  </>
);
