// shell: runs any one business module alone, with stand-ins for the services it consumes and
// stand-in pages for the routes of the others. Everything lives in ShellProgram (ShellKit);
// the modules come from ModuleMakers, one per entry of ModuleContract.all, and so does the app's
// recovery, which the shell runs through all of them on a state directory, as `bazaar` does.
import ModuleMakers
import ShellKit

await ShellProgram.main(modules: ModuleMakers.all, recoverState: ModuleMakers.recoverState)
