import { createElement, type SVGProps } from 'react';
import {
  ArrowLeft as arrowLeftNode,
  ArrowRight as arrowRightNode,
  BadgeCheck as badgeCheckNode,
  Bike as bikeNode,
  Boxes as boxesNode,
  Bug as bugNode,
  Building2 as building2Node,
  CalendarDays as calendarDaysNode,
  Car as carNode,
  Cctv as cctvNode,
  Check as checkNode,
  ChevronDown as chevronDownNode,
  ChevronRight as chevronRightNode,
  Circle as circleNode,
  CircleCheck as circleCheckNode,
  CircleDot as circleDotNode,
  CircleX as circleXNode,
  ClipboardList as clipboardListNode,
  Clock as clockNode,
  Download as downloadNode,
  FileText as fileTextNode,
  Flame as flameNode,
  Forklift as forkliftNode,
  Gem as gemNode,
  Handshake as handshakeNode,
  HardHat as hardHatNode,
  Headset as headsetNode,
  House as houseNode,
  Layers as layersNode,
  Leaf as leafNode,
  Lightbulb as lightbulbNode,
  LockKeyhole as lockKeyholeNode,
  LogOut as logOutNode,
  Mail as mailNode,
  MapPin as mapPinNode,
  Menu as menuNode,
  MessageCircle as messageCircleNode,
  Monitor as monitorNode,
  Navigation as navigationNode,
  Package as packageNode,
  Pause as pauseNode,
  Phone as phoneNode,
  PhoneCall as phoneCallNode,
  PiggyBank as piggyBankNode,
  Play as playNode,
  Printer as printerNode,
  ReceiptIndianRupee as receiptIndianRupeeNode,
  Route as routeNode,
  Ruler as rulerNode,
  Scale as scaleNode,
  ScanLine as scanLineNode,
  Search as searchNode,
  ShieldCheck as shieldCheckNode,
  Sofa as sofaNode,
  Star as starNode,
  Target as targetNode,
  Thermometer as thermometerNode,
  Truck as truckNode,
  Users as usersNode,
  UsersRound as usersRoundNode,
  Warehouse as warehouseNode,
  Wrench as wrenchNode,
  X as xNode,
  type IconNode,
} from 'lucide';

export type LineIcon = (props: LineIconProps) => React.JSX.Element;
type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const labelled = ['aria-label', 'aria-labelledby', 'title', 'role'] as const;

/**
 * A lucide icon drawn as plain SVG by whoever renders it. lucide-react's own component is a
 * client component ("use client"), so every icon, even in server-only markup, was a client
 * reference: lucide's runtime in the frame's chunk, each icon's path data in the page payload,
 * and every icon hydrated on every page. These are ordinary components: in a server component
 * they are HTML only; a client component that uses one carries just its few paths. Like
 * lucide-react, an icon without a label is hidden from assistive technology.
 */
function lineIcon(node: IconNode, name: string): LineIcon {
  function Icon({ className, ...props }: LineIconProps) {
    const unlabelled = !labelled.some((attribute) => attribute in props);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={unlabelled ? true : undefined}
        className={`lucide lucide-${name}${className ? ` ${className}` : ''}`}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ArrowLeft = /* @__PURE__ */ lineIcon(arrowLeftNode, 'arrow-left');
export const ArrowRight = /* @__PURE__ */ lineIcon(arrowRightNode, 'arrow-right');
export const BadgeCheck = /* @__PURE__ */ lineIcon(badgeCheckNode, 'badge-check');
export const Bike = /* @__PURE__ */ lineIcon(bikeNode, 'bike');
export const Boxes = /* @__PURE__ */ lineIcon(boxesNode, 'boxes');
export const Bug = /* @__PURE__ */ lineIcon(bugNode, 'bug');
export const Building2 = /* @__PURE__ */ lineIcon(building2Node, 'building-2');
export const CalendarDays = /* @__PURE__ */ lineIcon(calendarDaysNode, 'calendar-days');
export const Car = /* @__PURE__ */ lineIcon(carNode, 'car');
export const Cctv = /* @__PURE__ */ lineIcon(cctvNode, 'cctv');
export const Check = /* @__PURE__ */ lineIcon(checkNode, 'check');
export const ChevronDown = /* @__PURE__ */ lineIcon(chevronDownNode, 'chevron-down');
export const ChevronRight = /* @__PURE__ */ lineIcon(chevronRightNode, 'chevron-right');
export const Circle = /* @__PURE__ */ lineIcon(circleNode, 'circle');
export const CircleCheck = /* @__PURE__ */ lineIcon(circleCheckNode, 'circle-check');
export const CircleDot = /* @__PURE__ */ lineIcon(circleDotNode, 'circle-dot');
export const CircleX = /* @__PURE__ */ lineIcon(circleXNode, 'circle-x');
export const ClipboardList = /* @__PURE__ */ lineIcon(clipboardListNode, 'clipboard-list');
export const Clock = /* @__PURE__ */ lineIcon(clockNode, 'clock');
export const Download = /* @__PURE__ */ lineIcon(downloadNode, 'download');
export const FileText = /* @__PURE__ */ lineIcon(fileTextNode, 'file-text');
export const Flame = /* @__PURE__ */ lineIcon(flameNode, 'flame');
export const Forklift = /* @__PURE__ */ lineIcon(forkliftNode, 'forklift');
export const Gem = /* @__PURE__ */ lineIcon(gemNode, 'gem');
export const Handshake = /* @__PURE__ */ lineIcon(handshakeNode, 'handshake');
export const HardHat = /* @__PURE__ */ lineIcon(hardHatNode, 'hard-hat');
export const Headset = /* @__PURE__ */ lineIcon(headsetNode, 'headset');
export const House = /* @__PURE__ */ lineIcon(houseNode, 'house');
export const Layers = /* @__PURE__ */ lineIcon(layersNode, 'layers');
export const Leaf = /* @__PURE__ */ lineIcon(leafNode, 'leaf');
export const Lightbulb = /* @__PURE__ */ lineIcon(lightbulbNode, 'lightbulb');
export const LockKeyhole = /* @__PURE__ */ lineIcon(lockKeyholeNode, 'lock-keyhole');
export const LogOut = /* @__PURE__ */ lineIcon(logOutNode, 'log-out');
export const Mail = /* @__PURE__ */ lineIcon(mailNode, 'mail');
export const MapPin = /* @__PURE__ */ lineIcon(mapPinNode, 'map-pin');
export const Menu = /* @__PURE__ */ lineIcon(menuNode, 'menu');
export const MessageCircle = /* @__PURE__ */ lineIcon(messageCircleNode, 'message-circle');
export const Monitor = /* @__PURE__ */ lineIcon(monitorNode, 'monitor');
export const Navigation = /* @__PURE__ */ lineIcon(navigationNode, 'navigation');
export const Package = /* @__PURE__ */ lineIcon(packageNode, 'package');
export const Pause = /* @__PURE__ */ lineIcon(pauseNode, 'pause');
export const Phone = /* @__PURE__ */ lineIcon(phoneNode, 'phone');
export const PhoneCall = /* @__PURE__ */ lineIcon(phoneCallNode, 'phone-call');
export const PiggyBank = /* @__PURE__ */ lineIcon(piggyBankNode, 'piggy-bank');
export const Play = /* @__PURE__ */ lineIcon(playNode, 'play');
export const Printer = /* @__PURE__ */ lineIcon(printerNode, 'printer');
export const ReceiptIndianRupee = /* @__PURE__ */ lineIcon(
  receiptIndianRupeeNode,
  'receipt-indian-rupee',
);
export const Route = /* @__PURE__ */ lineIcon(routeNode, 'route');
export const Ruler = /* @__PURE__ */ lineIcon(rulerNode, 'ruler');
export const Scale = /* @__PURE__ */ lineIcon(scaleNode, 'scale');
export const ScanLine = /* @__PURE__ */ lineIcon(scanLineNode, 'scan-line');
export const Search = /* @__PURE__ */ lineIcon(searchNode, 'search');
export const ShieldCheck = /* @__PURE__ */ lineIcon(shieldCheckNode, 'shield-check');
export const Sofa = /* @__PURE__ */ lineIcon(sofaNode, 'sofa');
export const Star = /* @__PURE__ */ lineIcon(starNode, 'star');
export const Target = /* @__PURE__ */ lineIcon(targetNode, 'target');
export const Thermometer = /* @__PURE__ */ lineIcon(thermometerNode, 'thermometer');
export const Truck = /* @__PURE__ */ lineIcon(truckNode, 'truck');
export const Users = /* @__PURE__ */ lineIcon(usersNode, 'users');
export const UsersRound = /* @__PURE__ */ lineIcon(usersRoundNode, 'users-round');
export const Warehouse = /* @__PURE__ */ lineIcon(warehouseNode, 'warehouse');
export const Wrench = /* @__PURE__ */ lineIcon(wrenchNode, 'wrench');
export const X = /* @__PURE__ */ lineIcon(xNode, 'x');
