include "f1358.td"
