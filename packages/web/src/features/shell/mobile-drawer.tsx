import { Dialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css } from "../../../styled-system/css";
import { useT } from "../../app/i18n.tsx";
import { useLogOut } from "../offline/use-log-out.ts";
import { Button } from "../../ui/button.tsx";
import { CloseIcon } from "./icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { NavLink } from "./nav-link.tsx";
import { useNavItems } from "./use-nav-items.ts";

const backdropStyle = css({
  position: "fixed",
  inset: "0",
  bg: "rgba(0,0,0,0.45)",
  zIndex: "1000",
  "&[data-state=open]": { animation: "fadeIn 0.3s" },
  "&[data-state=closed]": { animation: "fadeOut 0.3s" },
});
const positionerStyle = css({ position: "fixed", inset: "0", display: "flex", justifyContent: "flex-end", zIndex: "1001" });
const contentStyle = css({
  w: "min(320px, 85vw)",
  h: "full",
  bg: "bg",
  color: "fg",
  p: "4",
  display: "flex",
  flexDirection: "column",
  gap: "2",
  boxShadow: "xl",
  // SPEC 9: the mobile menu slides in 0.3 s.
  "&[data-state=open]": { animation: "slideIn 0.3s ease-out" },
  "&[data-state=closed]": { animation: "slideOut 0.3s ease-in" },
});
const headStyle = css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "2" });
const itemStyle = css({ w: "full", justifyContent: "flex-start", "& > span": { srOnly: false } });
const logoutStyle = css({ mt: "2", w: "full" });

/**
 * SPEC 2: the mobile menu's drawer (Ark UI dialog), with the header's links plus log out.
 * Loaded when the menu is first opened (see mobile-menu.tsx, which owns the toggle); closing it
 * gives the focus back to the toggle, the element focused when it opened.
 */
export default function MobileDrawer({ open, setOpen }: { readonly open: boolean; readonly setOpen: (open: boolean) => void }) {
  const t = useT();
  const logOut = useLogOut();
  const items = useNavItems("mobile");
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className={backdropStyle} />
        <Dialog.Positioner className={positionerStyle}>
          <Dialog.Content className={contentStyle} aria-label={t("web.app.mobile_navigation")}>
            <div className={headStyle}>
              <Dialog.Title className={css({ fontWeight: "bold" })}>{t("navigation.nav.menu")}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t("navigation.nav.close_menu")}>
                  <CloseIcon />
                </Button>
              </Dialog.CloseTrigger>
            </div>
            <nav aria-label={t("web.app.mobile_navigation")} className={css({ display: "flex", flexDirection: "column", gap: "1" })}>
              {items.map((item) =>
                item.path === null ? (
                  <Button
                    key={item.id}
                    variant="secondary"
                    className={logoutStyle}
                    onClick={() => {
                      setOpen(false);
                      void logOut();
                    }}
                    data-testid="mobile-logout"
                  >
                    {t(item.messageId)}
                  </Button>
                ) : (
                  <NavLink key={item.id} item={{ ...item, icon: undefined } as typeof item} className={itemStyle} onNavigate={() => setOpen(false)} />
                ),
              )}
            </nav>
            <LanguageSwitcher />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
