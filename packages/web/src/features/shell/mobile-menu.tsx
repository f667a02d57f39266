import { lazy, Suspense, useState } from "react";
import { useT } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { MenuIcon } from "./icons.tsx";

// WHY lazy: the drawer is Ark's dialog (focus trap, scroll lock, dismissal); a first page
// needs only its toggle, so the dialog loads when the menu is opened (or about to be).
const loadDrawer = () => import("./mobile-drawer.tsx");
const MobileDrawer = lazy(loadDrawer);

/** SPEC 2: the mobile toggle menu: the toggle, and the drawer once it has been opened. */
export const MobileMenu = ({ className }: { readonly className?: string }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("navigation.nav.menu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        data-testid="mobile-menu-toggle"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
};
