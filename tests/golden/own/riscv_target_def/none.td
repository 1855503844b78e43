// No RISC-V classes at all: every section is empty but present.
def A;
