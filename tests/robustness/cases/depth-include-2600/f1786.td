include "f1787.td"
